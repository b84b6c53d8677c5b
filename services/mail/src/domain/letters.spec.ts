import { describe, expect, it } from 'vitest';
import { dialogOrder, isPaid, mayDelete, replySubject, writeRefusal } from './letters.js';
import { letterFingerprint, scamSignals } from './scam-signals.js';

describe('letters rules', () => {
  it('an unopened received letter cannot be deleted; a paid one also needs an answer; own sent ones always can', () => {
    const opened = new Date();
    expect(mayDelete({ side: 'in', opened_at: null, answered_at: null, payment: 'free' })).toBe(false);
    expect(mayDelete({ side: 'in', opened_at: opened, answered_at: null, payment: 'free' })).toBe(true);
    expect(mayDelete({ side: 'in', opened_at: opened, answered_at: null, payment: 'charged' })).toBe(false);
    expect(mayDelete({ side: 'in', opened_at: opened, answered_at: opened, payment: 'charged' })).toBe(true);
    expect(mayDelete({ side: 'out', opened_at: null, answered_at: null, payment: 'charged' })).toBe(true);
  });

  it('a letter is paid when free or charged; reversed or missing charges are not', () => {
    expect(isPaid({ payment: 'free', charge_id: null })).toBe(true);
    expect(isPaid({ payment: 'charged', charge_id: 'c1' })).toBe(true);
    expect(isPaid({ payment: 'charged', charge_id: null })).toBe(false);
    expect(isPaid({ payment: 'reversed', charge_id: 'c1' })).toBe(false);
  });

  it('who may write first: a man to any lady who did not block him, a lady only after his letter', () => {
    const man = { id: '1', userType: 'man' as const };
    const lady = { id: '2', userType: 'woman' as const };
    const free = { heWrote: false, blocked: false };
    expect(writeRefusal(man, lady, free)).toBeNull();
    expect(writeRefusal(man, lady, { ...free, blocked: true })).toBe('blocked');
    expect(writeRefusal(lady, man, free)).toBe('lady_first_letter');
    expect(writeRefusal(lady, man, { heWrote: true, blocked: false })).toBeNull();
    expect(writeRefusal(man, { id: '3', userType: 'man' }, free)).toBe('same_sex');
    expect(writeRefusal(man, man, free)).toBe('own_mailbox');
    expect(writeRefusal(man, null, free)).toBe('not_found');
  });

  it('sorts: default is newest first, a-z and z-a by name', () => {
    expect(dialogOrder('default')).toBe(dialogOrder('desc'));
    expect(dialogOrder('asc')).toContain('ASC');
    expect(dialogOrder('a-z')).toMatch(/^r\.name ASC/);
    expect(dialogOrder('z-a')).toMatch(/^r\.name DESC/);
  });

  it('a reply subject says Re: once and keeps the limit', () => {
    expect(replySubject('Hello')).toBe('Re: Hello');
    expect(replySubject('Re: Hello')).toBe('Re: Hello');
    expect(replySubject('x'.repeat(100))).toHaveLength(100);
  });
});

describe('scam signals', () => {
  it.each([
    ['write me at anna.k@mail.com', ['email']],
    ['anna (at) gmail (dot) com', ['email']],
    ['call +38 (067) 123-45-67', ['phone']],
    ['my WhatsApp is best', ['messenger']],
    ['find me @anna_sunny', ['messenger']],
    ['t.me/annasunny', ['messenger']],
    ['I am 25 years old and love the sea', []],
  ])('%s', (text, signals) => {
    expect(scamSignals(text)).toEqual(signals);
  });

  it('template letters with another name meet under one fingerprint; other letters do not', () => {
    const a = letterFingerprint('Hello', 'Dear John, I saw your profile and smiled. Write me!');
    const b = letterFingerprint('Hello', 'Dear Mark, I saw your profile and smiled. Write me!');
    const c = letterFingerprint('Hello', 'Dear John, what a lovely day at the sea today.');
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });
});
