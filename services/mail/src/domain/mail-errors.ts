import { DomainError } from '@dating/platform';

/** mail's stable error codes; `mail-site-codes.ts` maps each to the spec's site code once. */
export type MailErrorCode =
  | 'MAIL.INVALID'
  | 'MAIL.RECIPIENT_NOT_FOUND'
  | 'MAIL.SAME_SEX'
  | 'MAIL.OWN_MAILBOX'
  | 'MAIL.LADY_FIRST_LETTER'
  | 'MAIL.BLOCKED'
  | 'MAIL.LETTER_NOT_FOUND'
  | 'MAIL.NOT_PAID'
  | 'MAIL.CANNOT_DELETE'
  | 'MAIL.DUPLICATE_CLIENT_ID'
  | 'MAIL.NOTHING_CHOSEN'
  | 'MAIL.DISPATCH_FORBIDDEN'
  | 'MAIL.DISPATCH_NOT_FOUND'
  | 'MAIL.DISPATCH_NOT_AWAITING'
  | 'MAIL.DISPATCH_LIMIT'
  | 'MAIL.DISPATCH_KEY_REUSED'
  /** A mass letter of a banned lady: not created, approved or sent. */
  | 'MAIL.DISPATCH_LADY_BANNED';

export class MailError extends DomainError<MailErrorCode> {}

/** The texts mail answers with (spec section 8: the mail messages). */
export const MAIL_MESSAGES = {
  cannotDelete: 'Unanswered or unopened mail cannot be deleted',
  noMailChosen: "You didn't choose mail for this operation",
  ladyFirstLetter: 'A lady writes to a man only in reply to his letter',
  blocked: 'This member does not accept your letters',
  sameSex: 'Letters are exchanged between a man and a woman',
  ownMailbox: 'You cannot write to yourself',
  recipientNotFound: 'User not found',
  letterNotFound: 'Letter not found',
  duplicateClientId: 'This letter id was already used for another letter',
  dispatchForbidden: 'This lady is not of your agency',
  dispatchNotFound: 'Dispatch not found',
  dispatchNotAwaiting: 'This dispatch does not await approval',
  dispatchKeyReused: 'This dispatch id was already used for another dispatch',
  dispatchLadyBanned: 'The lady is banned: her mass letters are not sent',
} as const;
