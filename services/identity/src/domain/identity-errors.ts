import { DomainError } from '@dating/platform';

/**
 * Every refusal identity raises, as a stable code. Use cases and infrastructure throw these, never
 * site codes; `identity-site-codes.ts` maps each one to the Site API once.
 */
export type IdentityErrorCode =
  | 'IDENTITY.INVALID_EMAIL'
  | 'IDENTITY.EMAIL_TAKEN'
  | 'IDENTITY.STAFF_EMAIL_TAKEN'
  | 'IDENTITY.STAFF_AGENCY_MISMATCH'
  | 'IDENTITY.LOGIN_FAILED'
  | 'IDENTITY.ACCOUNT_BLOCKED'
  | 'IDENTITY.THROTTLED'
  | 'IDENTITY.TOO_MANY_REQUESTS'
  | 'IDENTITY.CAPTCHA_REQUIRED'
  | 'IDENTITY.CAPTCHA_FAILED'
  | 'IDENTITY.CAPTCHA_EXPIRED'
  | 'IDENTITY.RESET_LINK_UNKNOWN'
  | 'IDENTITY.RESET_LINK_USED'
  | 'IDENTITY.RESET_LINK_EXPIRED'
  | 'IDENTITY.INVALID_SETTINGS'
  | 'IDENTITY.UNSUBSCRIBE_LINK_INVALID'
  | 'IDENTITY.TOKEN_NOT_ISSUED'
  | 'IDENTITY.MEMBER_NOT_FOUND'
  | 'IDENTITY.TOO_MANY_ATTACHMENTS'
  | 'IDENTITY.ATTACHMENT_TOO_LARGE'
  | 'IDENTITY.ATTACHMENT_NOT_AN_IMAGE'
  | 'IDENTITY.TICKET_INVALID'
  | 'IDENTITY.CODE_WRONG'
  | 'IDENTITY.CODE_REUSED'
  | 'IDENTITY.RECOVERY_CODE_WRONG'
  | 'IDENTITY.SECOND_FACTOR_UNREADABLE'
  | 'IDENTITY.NOT_FOUND'
  | 'IDENTITY.INVALID_INPUT'
  | 'IDENTITY.STAFF_SELF_LOCKOUT'
  | 'IDENTITY.AGENCY_WOMEN_ONLY'
  | 'IDENTITY.AGENCY_ADMIN_ONLY'
  | 'IDENTITY.AGENCY_UNKNOWN'
  /** Disabling or moving an agency's last active moderator while ladies belong to it. */
  | 'IDENTITY.AGENCY_LAST_MODERATOR';

/** A DomainError whose code the compiler checks against identity's codes. */
export class IdentityError extends DomainError<IdentityErrorCode> {}
