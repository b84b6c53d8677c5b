import { defineSiteCodes } from '@dating/platform';
import { PROFILE_MESSAGES, REPORT_MESSAGES, SCAMMER_MESSAGES, SOCIAL_MESSAGES } from '@dating/rules';
import { CONTACT_MESSAGES } from './domain/contact-requests.js';
import { GIFT_MESSAGES } from './domain/gifts.js';
import type { ProfilesErrorCode } from './domain/profile-errors.js';

/**
 * The one map from profiles' error codes to the Site API (spec section 8): site code, desc and
 * HTTP status. A mapping without `desc` answers with the error's own message (field messages).
 */
export const PROFILES_SITE_CODES = defineSiteCodes<ProfilesErrorCode>({
  'PROFILES.NOT_FOUND': { code: 10404, desc: PROFILE_MESSAGES.profileNotFound },
  'PROFILES.SAME_SEX': { code: 10024, desc: PROFILE_MESSAGES.sameSexProfile },
  'PROFILES.OWN_PROFILE_MISSING': { code: 10005, desc: PROFILE_MESSAGES.profileNotFound },
  'PROFILES.INVALID': 10002,
  // 409, not the 429 of the kernel's upload slots: the member site tells the two apart.
  'PROFILES.TOO_MANY_PENDING': { code: 10034, httpStatus: 409 },
  'PROFILES.PHOTO_EXTENSION': 10030,
  'PROFILES.PHOTO_CORRUPTED': 10031,
  'PROFILES.PHOTO_RESOLUTION': 10029,
  'PROFILES.PHOTO_NOT_REDUCED': 10077,
  'PROFILES.PHOTO_NOT_FOUND': { code: 10404, desc: 'Photo not found' },
  'PROFILES.VIDEO_NOT_FOUND': { code: 10404, desc: 'Video not found' },
  'PROFILES.ALBUM_NOT_FOUND': 10032,
  'PROFILES.AVATAR_REFUSED': 10002,
  'PROFILES.NOT_FOR_SALE': 10002,
  'PROFILES.MODERATION_OUT_OF_TURN': { code: 10034, httpStatus: 409 },
  'PROFILES.PARTY_BANNED': { code: 10034, httpStatus: 409 },
  'PROFILES.ALREADY_DONE': { code: 10034, httpStatus: 409 },
  'PROFILES.DUPLICATE_CLIENT_ID': { code: 10027, httpStatus: 409, desc: GIFT_MESSAGES.clientIdReused },
  'PROFILES.NOT_IN_LIST': 10404,
  'PROFILES.IGNORED': { code: 10003, httpStatus: 403, desc: SOCIAL_MESSAGES.ignoredByMember },
  'PROFILES.BAD_JSON': 10026,
  'PROFILES.CONTACT_REQUEST_NOT_FOUND': { code: 10404, desc: CONTACT_MESSAGES.notFound },
  // 11223 "Request failed": the spec's text for a lady whose contacts cannot be bought; 10024 would read as "Incompatible user types".
  'PROFILES.CONTACTS_UNAVAILABLE': { code: 11223, desc: CONTACT_MESSAGES.noContacts },
  'PROFILES.CONTACT_HOLD_GONE': { code: 10034, httpStatus: 409, desc: CONTACT_MESSAGES.holdGone },
  'PROFILES.GIFT_NOT_FOUND': { code: 10404, desc: GIFT_MESSAGES.giftNotFound },
  'PROFILES.GIFT_SEND_NOT_FOUND': { code: 10404, desc: GIFT_MESSAGES.notFound },
  'PROFILES.GIFT_HOLD_GONE': { code: 10034, httpStatus: 409, desc: GIFT_MESSAGES.holdGone },
  'PROFILES.SCAMMER_NOT_FOUND': { code: 10404, desc: SCAMMER_MESSAGES.notFound },
  'PROFILES.REPORT_LIMIT': { code: 10034, httpStatus: 429, desc: REPORT_MESSAGES.tooMany },
  'PROFILES.REPORT_NOT_FOUND': { code: 10404, desc: REPORT_MESSAGES.notFound },
  'PROFILES.REPORT_DECIDED': { code: 10034, httpStatus: 409, desc: REPORT_MESSAGES.alreadyDecided },
});
