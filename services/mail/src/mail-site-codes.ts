import { defineSiteCodes } from '@dating/platform';
import { MAIL_MESSAGES, type MailErrorCode } from './domain/mail-errors.js';

/**
 * The one map from mail's error codes to the Site API (spec section 8). 13434 'Letter not paid'
 * answers wherever a letter's charge is missing or was reversed; not enough credits is billing's
 * own 10025, passed through as the ledger port answers it.
 */
export const MAIL_SITE_CODES = defineSiteCodes<MailErrorCode>({
  'MAIL.INVALID': 10002,
  'MAIL.RECIPIENT_NOT_FOUND': { code: 10005, desc: MAIL_MESSAGES.recipientNotFound },
  'MAIL.SAME_SEX': { code: 10024, desc: MAIL_MESSAGES.sameSex },
  'MAIL.OWN_MAILBOX': { code: 10024, desc: MAIL_MESSAGES.ownMailbox },
  'MAIL.LADY_FIRST_LETTER': { code: 10024, desc: MAIL_MESSAGES.ladyFirstLetter, httpStatus: 403 },
  'MAIL.BLOCKED': { code: 10003, desc: MAIL_MESSAGES.blocked, httpStatus: 403 },
  'MAIL.LETTER_NOT_FOUND': { code: 10404, desc: MAIL_MESSAGES.letterNotFound },
  'MAIL.NOT_PAID': { code: 13434, httpStatus: 402 },
  'MAIL.CANNOT_DELETE': { code: 10034, desc: MAIL_MESSAGES.cannotDelete, httpStatus: 409 },
  'MAIL.DUPLICATE_CLIENT_ID': { code: 10027, desc: MAIL_MESSAGES.duplicateClientId, httpStatus: 409 },
  'MAIL.NOTHING_CHOSEN': { code: 10001, desc: MAIL_MESSAGES.noMailChosen },
  'MAIL.DISPATCH_FORBIDDEN': { code: 10024, desc: MAIL_MESSAGES.dispatchForbidden, httpStatus: 403 },
  'MAIL.DISPATCH_NOT_FOUND': { code: 10404, desc: MAIL_MESSAGES.dispatchNotFound },
  'MAIL.DISPATCH_NOT_AWAITING': { code: 10034, desc: MAIL_MESSAGES.dispatchNotAwaiting, httpStatus: 409 },
  // The text names the limit (domain/dispatches.ts).
  'MAIL.DISPATCH_LIMIT': { code: 10034, httpStatus: 429 },
  'MAIL.DISPATCH_LADY_BANNED': { code: 10034, desc: MAIL_MESSAGES.dispatchLadyBanned, httpStatus: 409 },
  'MAIL.DISPATCH_KEY_REUSED': { code: 10027, desc: MAIL_MESSAGES.dispatchKeyReused, httpStatus: 409 },
});
