import { defineSiteCodes, messages } from '@dating/platform';
import type { IdentityErrorCode } from './domain/identity-errors.js';
import { IDENTITY_MESSAGES } from './domain/member-rules.js';
import { RESET_TOKEN_MESSAGES } from './domain/password-reset.js';
import { UNSUBSCRIBE_LINK_MESSAGE } from './domain/unsubscribe-link.js';

/**
 * The one map from identity's error codes to the Site API (spec section 8): site code, desc and
 * HTTP status. A mapping without `desc` answers with the error's own message (waits, field names).
 * The kernel's exception filter and the gRPC session port translate through it.
 */
export const IDENTITY_SITE_CODES = defineSiteCodes<IdentityErrorCode>({
  'IDENTITY.INVALID_EMAIL': { code: 10002, desc: messages.email('Email') },
  // 10027 is the spec's code: a member must know why she cannot register (see README, "Enumeration").
  'IDENTITY.EMAIL_TAKEN': { code: 10027, desc: IDENTITY_MESSAGES.emailTaken },
  'IDENTITY.STAFF_EMAIL_TAKEN': { code: 10027, desc: IDENTITY_MESSAGES.staffEmailTaken },
  'IDENTITY.STAFF_AGENCY_MISMATCH': { code: 10002, desc: IDENTITY_MESSAGES.staffAgencyMismatch },
  'IDENTITY.LOGIN_FAILED': { code: 10003, desc: IDENTITY_MESSAGES.loginFailed },
  'IDENTITY.ACCOUNT_BLOCKED': { code: 10003, desc: IDENTITY_MESSAGES.accountBlocked, httpStatus: 403 },
  // "Too many sign-in attempts. Try again in N minutes", with `retry_after_seconds`.
  'IDENTITY.THROTTLED': { code: 10003, httpStatus: 429 },
  // 10034 rather than 10003, which the site reads as a failed sign-in.
  'IDENTITY.TOO_MANY_REQUESTS': { code: 10034, httpStatus: 429 },
  'IDENTITY.CAPTCHA_REQUIRED': { code: 10002, desc: IDENTITY_MESSAGES.captchaRequired },
  'IDENTITY.CAPTCHA_FAILED': { code: 10002, desc: IDENTITY_MESSAGES.captchaFailed },
  'IDENTITY.CAPTCHA_EXPIRED': { code: 10002, desc: IDENTITY_MESSAGES.captchaExpired },
  'IDENTITY.RESET_LINK_UNKNOWN': { code: 10002, desc: RESET_TOKEN_MESSAGES.unknown },
  'IDENTITY.RESET_LINK_USED': { code: 10002, desc: RESET_TOKEN_MESSAGES.used },
  'IDENTITY.RESET_LINK_EXPIRED': { code: 10002, desc: RESET_TOKEN_MESSAGES.expired },
  // "Unknown setting: volume", "The sound field must be one of: on, off", ...
  'IDENTITY.INVALID_SETTINGS': 10002,
  'IDENTITY.UNSUBSCRIBE_LINK_INVALID': { code: 10002, desc: UNSUBSCRIBE_LINK_MESSAGE },
  'IDENTITY.TOKEN_NOT_ISSUED': 10004,
  'IDENTITY.MEMBER_NOT_FOUND': 10005,
  // Attachments of the feedback forms: the messages carry the spec's numbers.
  'IDENTITY.TOO_MANY_ATTACHMENTS': 10002,
  'IDENTITY.ATTACHMENT_TOO_LARGE': 10077,
  'IDENTITY.ATTACHMENT_NOT_AN_IMAGE': 10030,
  // Staff sign-in, second step (admin API): 10003 like a failed sign-in, HTTP 401.
  'IDENTITY.TICKET_INVALID': { code: 10003, desc: IDENTITY_MESSAGES.ticketInvalid },
  'IDENTITY.CODE_WRONG': { code: 10003, desc: IDENTITY_MESSAGES.codeWrong },
  'IDENTITY.CODE_REUSED': { code: 10003, desc: IDENTITY_MESSAGES.codeReused },
  'IDENTITY.RECOVERY_CODE_WRONG': { code: 10003, desc: IDENTITY_MESSAGES.recoveryCodeWrong },
  'IDENTITY.SECOND_FACTOR_UNREADABLE': { code: 10003, desc: IDENTITY_MESSAGES.secondFactorUnreadable, httpStatus: 403 },
  // Back office: an unknown (or, for an agency moderator, someone else's) record; bad input with its message.
  'IDENTITY.NOT_FOUND': 10404,
  'IDENTITY.INVALID_INPUT': 10002,
  'IDENTITY.STAFF_SELF_LOCKOUT': { code: 10002, desc: IDENTITY_MESSAGES.staffSelfLockout },
  'IDENTITY.AGENCY_WOMEN_ONLY': { code: 10002, desc: IDENTITY_MESSAGES.agencyWomenOnly },
  'IDENTITY.AGENCY_ADMIN_ONLY': { code: 10024, desc: IDENTITY_MESSAGES.agencyAdminOnly },
  'IDENTITY.AGENCY_UNKNOWN': { code: 10002, desc: IDENTITY_MESSAGES.agencyUnknown },
  'IDENTITY.AGENCY_LAST_MODERATOR': { code: 10002, desc: IDENTITY_MESSAGES.agencyLastModerator },
});
