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
  | 'PROFILES.INVALID'
  /** Uploads (spec section 5, Images): not png or jpeg by its bytes; unreadable; outside 50..10000; could not fit 5,243,192 bytes. */
  | 'PROFILES.PHOTO_EXTENSION'
  | 'PROFILES.PHOTO_CORRUPTED'
  | 'PROFILES.PHOTO_RESOLUTION'
  | 'PROFILES.PHOTO_NOT_REDUCED'
  /** No such photo, or not one the caller may see. */
  | 'PROFILES.PHOTO_NOT_FOUND'
  /** No such video, or not one the caller may see. */
  | 'PROFILES.VIDEO_NOT_FOUND'
  /** An album type that is not public, private, purchased, all or trash. */
  | 'PROFILES.ALBUM_NOT_FOUND'
  /** A private or not yet accepted photo cannot be the avatar. */
  | 'PROFILES.AVATAR_REFUSED'
  /** Only another member's private photo can be bought. */
  | 'PROFILES.NOT_FOR_SALE'
  /** The decision was made already, or its turn has not come (the agency decides first). */
  | 'PROFILES.MODERATION_OUT_OF_TURN'
  /** A contact request or gift of a banned member (either side): it can only be rejected (his credits go back). */
  | 'PROFILES.PARTY_BANNED'
  /** A wink, favorite request, bookmark or block that was done already (and cannot be repeated). */
  | 'PROFILES.ALREADY_DONE'
  /** A client id (gifts' client_id) sent again for another request: 10027, as letters and chat answer. */
  | 'PROFILES.DUPLICATE_CLIENT_ID'
  /** Nothing to remove: not in the favorites, bookmarks or blocks. */
  | 'PROFILES.NOT_IN_LIST'
  /** The other member blocked the caller ('ignore me'). */
  | 'PROFILES.IGNORED'
  /** So many of her photos or videos already wait for moderation that no more are taken until they are decided. */
  | 'PROFILES.TOO_MANY_PENDING'
  /** target_user_array that is not JSON. */
  | 'PROFILES.BAD_JSON'
  /** No such contact request, or not one the moderator may see (another agency's lady). */
  | 'PROFILES.CONTACT_REQUEST_NOT_FOUND'
  /** The lady has no phone and no e-mail on file: "You can't buy contacts for now". */
  | 'PROFILES.CONTACTS_UNAVAILABLE'
  /** A contact request's held credits cannot be captured any more (the hold expired): it can only be rejected. */
  | 'PROFILES.CONTACT_HOLD_GONE'
  /** No such gift in the catalogue, or one retired from it. */
  | 'PROFILES.GIFT_NOT_FOUND'
  /** No such sent gift, or not one the moderator may see (another agency's lady). */
  | 'PROFILES.GIFT_SEND_NOT_FOUND'
  /** A gift's held credits cannot be captured any more (the hold expired): it can only be rejected. */
  | 'PROFILES.GIFT_HOLD_GONE'
  | 'PROFILES.SCAMMER_NOT_FOUND'
  /** A member's reports of the last day reached REPORT_LIMITS.perDay. */
  | 'PROFILES.REPORT_LIMIT'
  | 'PROFILES.REPORT_NOT_FOUND'
  /** A moderator decides an open report only once. */
  | 'PROFILES.REPORT_DECIDED';

/** A DomainError whose code the compiler checks against profiles' codes. */
export class ProfilesError extends DomainError<ProfilesErrorCode> {}
