import { DomainError } from '@dating/platform';

/**
 * Every refusal profiles raises, as a stable code. Use cases and infrastructure throw these, never
 * site codes; `profiles-site-codes.ts` maps each one to the Site API once.
 */
export type ProfilesErrorCode =
  /** No profile with that id (or it is not one the caller may see at all, e.g. a man on the woman-only guest call). */
  | 'PROFILES.NOT_FOUND'
  /** Men see women and women see men (spec section 6). */
  | 'PROFILES.SAME_SEX'
  /** The caller's own profile has not opened yet (MemberRegistered not applied). */
  | 'PROFILES.OWN_PROFILE_MISSING'
  /** A field failed a rule that needs more than the DTO (a country that does not exist). */
  | 'PROFILES.INVALID';

/** A DomainError whose code the compiler checks against profiles' codes. */
export class ProfilesError extends DomainError<ProfilesErrorCode> {}
