import { CONTACT_UNLOCK, contactsUnlocked } from '@dating/rules';
import { describe, expect, it } from 'vitest';
import { contactStatusView, contactStepOf, decideContactRequest, hasContacts } from './contact-requests.js';

const agencyMod = { role: 'agency_moderator' as const, agencyId: 'a-1' };
const site = { role: 'site_moderator' as const, agencyId: null };

describe('contact requests: the two steps', () => {
  it('waits for her agency at process, for the site at verification or when she has no agency, for no one once decided', () => {
    expect(contactStepOf({ status: 'process', agency_id: 'a-1' })).toBe('agency');
    expect(contactStepOf({ status: 'process', agency_id: null })).toBe('site');
    expect(contactStepOf({ status: 'verification', agency_id: 'a-1' })).toBe('site');
    expect(contactStepOf({ status: 'accept', agency_id: null })).toBeNull();
  });

  it('agency accept → verification (no money), site accept → accept (capture), any reject → reject (release)', () => {
    expect(decideContactRequest({ status: 'process', agency_id: 'a-1' }, agencyMod, 'accept', 'ignored')).toEqual({
      ok: true,
      step: 'agency',
      status: 'verification',
      money: null,
      reason: null,
    });
    expect(decideContactRequest({ status: 'verification', agency_id: 'a-1' }, site, 'accept', undefined)).toMatchObject({ status: 'accept', money: 'capture' });
    expect(decideContactRequest({ status: 'process', agency_id: null }, site, 'reject', ' no ')).toMatchObject({
      step: 'site',
      status: 'reject',
      money: 'release',
      reason: 'no',
    });
  });

  it('refuses another agency (not found), the wrong step, a decided request, a missing or long reason', () => {
    expect(decideContactRequest({ status: 'process', agency_id: 'a-2' }, agencyMod, 'accept', '')).toMatchObject({
      ok: false,
      code: 'PROFILES.CONTACT_REQUEST_NOT_FOUND',
    });
    expect(decideContactRequest({ status: 'process', agency_id: null }, agencyMod, 'accept', '')).toMatchObject({
      ok: false,
      code: 'PROFILES.CONTACT_REQUEST_NOT_FOUND',
    });
    expect(decideContactRequest({ status: 'process', agency_id: 'a-1' }, site, 'accept', '')).toMatchObject({
      ok: false,
      code: 'PROFILES.MODERATION_OUT_OF_TURN',
    });
    expect(decideContactRequest({ status: 'verification', agency_id: 'a-1' }, agencyMod, 'reject', 'x')).toMatchObject({
      ok: false,
      code: 'PROFILES.MODERATION_OUT_OF_TURN',
    });
    expect(decideContactRequest({ status: 'reject', agency_id: null }, site, 'accept', '')).toMatchObject({
      ok: false,
      code: 'PROFILES.MODERATION_OUT_OF_TURN',
    });
    expect(decideContactRequest({ status: 'process', agency_id: null }, site, 'reject', '  ')).toMatchObject({ ok: false, field: 'reason' });
    expect(decideContactRequest({ status: 'process', agency_id: null }, site, 'reject', 'x'.repeat(501))).toMatchObject({ ok: false, field: 'reason' });
    expect(decideContactRequest({ status: 'process', agency_id: null }, { role: 'finance', agencyId: null }, 'accept', '')).toMatchObject({ ok: false });
  });

  it('shows contacts only for an accepted request, a reason only for a rejected one', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    const contacts = { phone: '1', email: '' };
    const none = { chat_minutes: 0, letters: 0 };
    expect(contactStatusView('7', { status: 'verification', price: 500, reason: null, created_at: at }, 500, contacts, none)).toMatchObject({
      contacts: null,
      reason: null,
    });
    expect(contactStatusView('7', { status: 'accept', price: 500, reason: null, created_at: at }, 500, contacts, none)).toMatchObject({
      contacts: { phone: '1', email: null },
      time_create: '2026-01-01T00:00:00.000Z',
    });
    expect(contactStatusView('7', null, 500, null, none)).toEqual({
      user_id: 7,
      status: 'none',
      price: 500,
      contacts: null,
      reason: null,
      time_create: null,
      hold_expired_at: null,
      unlock: { chat_minutes: 0, letters: 0, chat_minutes_needed: CONTACT_UNLOCK.chatMinutes, letters_needed: CONTACT_UNLOCK.letters, unlocked: false },
    });
    expect(hasContacts({ phone: ' ', email: null })).toBe(false);
  });

  it('says when billing gave his held credits back (the hold expired before a decision)', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    const none = { chat_minutes: 0, letters: 0 };
    const expired = new Date('2026-01-31T00:00:00Z');
    expect(contactStatusView('7', { status: 'process', price: 500, reason: null, created_at: at, hold_expired_at: expired }, 500, null, none)).toMatchObject({
      status: 'process',
      hold_expired_at: '2026-01-31T00:00:00.000Z',
    });
    expect(
      contactStatusView('7', { status: 'process', price: 500, reason: null, created_at: at, hold_expired_at: null }, 500, null, none).hold_expired_at,
    ).toBeNull();
  });

  it('unlocks her contacts once both his billed chat minutes and his letters to her reach the bar', () => {
    const { chatMinutes, letters } = CONTACT_UNLOCK;
    expect(contactsUnlocked({ chat_minutes: chatMinutes, letters })).toBe(true);
    expect(contactsUnlocked({ chat_minutes: chatMinutes * 10, letters: letters - 1 })).toBe(false);
    expect(contactsUnlocked({ chat_minutes: chatMinutes - 1, letters: letters * 10 })).toBe(false);
    expect(contactStatusView('7', null, 0, null, { chat_minutes: chatMinutes, letters }).unlock).toMatchObject({
      unlocked: true,
      chat_minutes: chatMinutes,
      letters,
    });
  });
});
