import { describe, expect, it } from 'vitest';
import { isThreadType, type Letter, threadLetters, type ThreadPage } from './api/letters';

const letter = (id: number): Letter => ({
  id,
  sender_id: 1,
  recipient_id: 2,
  subject: `s${id}`,
  message: 'm',
  photos: [],
  reply_to_id: null,
  time_create: new Date(id * 1000).toISOString(),
  time_open: null,
  isDeleted: false,
  is_starred: false,
  checked: false,
  is_incoming: false,
  is_paid: true,
  is_answered: false,
});
const page = (...ids: number[]): ThreadPage => ({ companion: null, dialog_array: ids.map(letter), count: 0 });

describe('letters', () => {
  it('reads a thread oldest first; a letter fetched twice (pages shifted by a new one) shows once', () => {
    // Newest-first pages; a new letter arrived between the two fetches, so 4 comes back twice.
    expect(threadLetters([page(6, 5, 4), page(4, 3, 2)]).map((l) => l.id)).toEqual([2, 3, 4, 5, 6]);
    expect(threadLetters([page(7, 6, 5), page(4)]).map((l) => l.id)).toEqual([4, 5, 6, 7]);
    expect(threadLetters(undefined)).toEqual([]);
  });

  it('knows the thread types of the route', () => {
    for (const type of ['inbox', 'starred', 'outbox', 'trash']) expect(isThreadType(type)).toBe(true);
    expect(isThreadType('sent')).toBe(false);
    expect(isThreadType(undefined)).toBe(false);
  });
});
