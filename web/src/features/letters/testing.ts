import type { Letter } from './api/letters';

/** John (a man) and Olena (a lady), the two ends of the letters tests' threads. */
export const MAN_ID = 100001;
export const LADY_ID = 200001;

/**
 * A letter of John's thread with Olena as `letter/get/one-dialog` lists it (tests): received by
 * John unless `is_incoming: false`, paid, unread and unanswered; `extra` overrides any field.
 */
export function aLetter(id: number, extra: Partial<Letter> = {}): Letter {
  const incoming = extra.is_incoming ?? true;
  return {
    id,
    sender_id: incoming ? LADY_ID : MAN_ID,
    recipient_id: incoming ? MAN_ID : LADY_ID,
    subject: `Letter ${id}`,
    message: `Text of letter ${id}`,
    photos: [],
    reply_to_id: null,
    time_create: '2026-11-20T10:00:00Z',
    time_open: null,
    isDeleted: false,
    is_starred: false,
    checked: false,
    is_incoming: incoming,
    is_paid: true,
    is_answered: false,
    ...extra,
  };
}
