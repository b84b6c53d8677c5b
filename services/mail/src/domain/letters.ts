import { LIMITS, PAGE_SIZES } from '@dating/rules';

/** Pure rules of letters (spec sections 3, 4, 5, 9); no Nest, no database. */

export const THREAD_TYPES = ['inbox', 'starred', 'outbox', 'trash'] as const;
export type ThreadType = (typeof THREAD_TYPES)[number];

export const DIALOG_SORTS = ['default', 'a-z', 'z-a', 'asc', 'desc'] as const;
export type DialogSort = (typeof DIALOG_SORTS)[number];

export const LETTER_SUBJECT_MAX = LIMITS.letterSubjectMax;
export const LETTER_TEXT_MAX = LIMITS.letterTextMax;
/** Letters' page size (spec section 9). */
export const LETTERS_PAGE = PAGE_SIZES.letters;
/** How many photos one letter may carry. */
export const LETTER_PHOTOS_MAX = 5;
/** How many ids one bulk call (remove, mark-as-read, remove-dialog, ...) may name. */
export const BULK_IDS_MAX = 100;
/** The ledger's idempotency key of a man's letter: the business fact (this sender, this client letter). */
export const letterChargeKey = (senderId: string, clientLetterId: string) => `letter:${senderId}:${clientLetterId}`;

/** `default` is newest first (spec: "default desc"); a-z and z-a sort by the companion's name. */
export function dialogOrder(sort: DialogSort): string {
  switch (sort) {
    case 'a-z':
      return 'r.name ASC, r.companion_id ASC';
    case 'z-a':
      return 'r.name DESC, r.companion_id DESC';
    case 'asc':
      return 'r.last_letter_id ASC';
    default:
      return 'r.last_letter_id DESC';
  }
}

/** Which mailbox rows a thread type shows (`m` is the owner's mailbox row). */
export function threadFilter(type: ThreadType): string {
  switch (type) {
    case 'inbox':
      return `m.side = 'in' AND m.trashed_at IS NULL`;
    case 'outbox':
      return `m.side = 'out' AND m.trashed_at IS NULL`;
    case 'starred':
      return `m.starred AND m.trashed_at IS NULL`;
    case 'trash':
      return `m.trashed_at IS NOT NULL`;
  }
}

export type Payment = 'free' | 'charged' | 'reversed';

/** A letter is paid when a woman wrote it (free) or its charge is there and was not reversed. */
export const isPaid = (letter: { payment: Payment; charge_id: string | null }) =>
  letter.payment === 'free' || (letter.payment === 'charged' && letter.charge_id !== null);

export interface DeletableLetter {
  side: 'in' | 'out';
  opened_at: Date | string | null;
  answered_at: Date | string | null;
  payment: Payment;
}

/**
 * "Unanswered or unopened mails cannot be deleted" (spec section 4): a received letter stays until
 * its recipient opened it, and a letter a man paid for stays until she answered it (he paid for a
 * reply). A lady's letters are free, so a man may delete them once opened. One's own sent letters
 * may always go to the trash.
 */
export function mayDelete(letter: DeletableLetter): boolean {
  if (letter.side === 'out') return true;
  if (letter.opened_at === null) return false;
  return letter.payment !== 'charged' || letter.answered_at !== null;
}

/** The subject of a reply that names none: "Re: " and the answered letter's subject, within the limit. */
export function replySubject(original: string): string {
  const subject = /^re:/i.test(original) ? original : `Re: ${original}`;
  return subject.slice(0, LETTER_SUBJECT_MAX);
}

/** Why a member may not write a first letter to another (null: she or he may). The send rules, in the order send-letter checks them. */
export type WriteRefusal = 'own_mailbox' | 'not_found' | 'same_sex' | 'lady_first_letter' | 'blocked';

/**
 * Whether `sender` may write to `recipient` with letter/send-letter (a lady only into a dialog the
 * man opened, `heWrote`: his letter, or his gift delivered to her; nobody where a block stands either way). Credits are not asked: a man short
 * of them still sees Write and gets the low-credits modal on sending (spec section 8).
 */
export function writeRefusal(
  sender: { id: string; userType: 'man' | 'woman' },
  recipient: { id: string; userType: 'man' | 'woman' } | null,
  facts: { heWrote: boolean; blocked: boolean },
): WriteRefusal | null {
  if (recipient?.id === sender.id) return 'own_mailbox';
  if (!recipient) return 'not_found';
  if (recipient.userType === sender.userType) return 'same_sex';
  if (sender.userType === 'woman' && !facts.heWrote) return 'lady_first_letter';
  if (facts.blocked) return 'blocked';
  return null;
}

/** The send refusal's error (send-letter answers these where letter/avaible-to-write answers the reason). */
export const WRITE_REFUSAL_ERRORS = {
  own_mailbox: 'MAIL.OWN_MAILBOX',
  not_found: 'MAIL.RECIPIENT_NOT_FOUND',
  same_sex: 'MAIL.SAME_SEX',
  lady_first_letter: 'MAIL.LADY_FIRST_LETTER',
  blocked: 'MAIL.BLOCKED',
} as const satisfies Record<WriteRefusal, string>;

/**
 * Whether every id a bulk call named (letters or companions) is among those found in the caller's
 * mailbox. A list naming one that is not hers is refused whole (not found) and changes nothing,
 * rather than doing the rest and leaving the caller to notice what was skipped.
 */
export function allChosenFound(chosen: readonly string[], found: Iterable<string>): boolean {
  const have = new Set(found);
  return chosen.every((id) => have.has(id));
}
