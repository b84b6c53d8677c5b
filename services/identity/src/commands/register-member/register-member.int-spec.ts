import { nextClientAddress } from '@dating/platform/testing';
import { describe, expect, it, vi } from 'vitest';
import { TakenEmailProbes } from '../../infrastructure/persistence/taken-email-probes.js';
import { expectTooManyAttempts, useIdentityTestApp } from '../../testing/index.js';
import { registerMember } from './register-member.js';

/**
 * A taken e-mail answers 10027 (the spec's code: members must know), so sign-up is limited per
 * client address (10 an hour) and per e-mail (5 an hour), stored in PostgreSQL, and an address
 * trying many registered e-mails is reported to moderators.
 */
const t = useIdentityTestApp({ redis: false });
let seq = 0;

async function takenEmail(): Promise<string> {
  const email = `taken.${++seq}@example.com`;
  await registerMember(t.db, { name: 'Taken Man', email, password: 'secret-1', userType: 'man' }, null);
  return email;
}

function register(email: string, ip: string, captcha: unknown = 'ok') {
  return t.call('member/registration', { name: 'Probe Man', email, password: 'secret-1', user_type: 'man', captcha }, { ip });
}

describe('sign-up with taken e-mails', () => {
  it('one taken e-mail 20 times from one address: 10027 five times, then refused', async () => {
    const email = await takenEmail();
    const prober = nextClientAddress();
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await register(email, prober));
    expect(answers.slice(0, 5).map((a) => a.body.code)).toEqual([10027, 10027, 10027, 10027, 10027]);
    for (const a of answers.slice(5)) expectTooManyAttempts(a);
  });

  it('20 different taken e-mails from one address: 10027 ten times, then refused, and moderators are told', async () => {
    const emails = await Promise.all(Array.from({ length: 20 }, () => takenEmail()));
    const prober = nextClientAddress();
    const warn = vi.spyOn(t.app.get(TakenEmailProbes, { strict: false })['log'], 'warn');
    const answers = [];
    for (const email of emails) answers.push(await register(email, prober));
    expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(409));
    expect(answers.slice(0, 10).every((a) => a.body.code === 10027)).toBe(true);
    for (const a of answers.slice(10)) expectTooManyAttempts(a);
    // A free e-mail from that address is refused too; another address is not.
    expectTooManyAttempts(await register(`free.${++seq}@example.com`, prober));
    expect((await register(`free.${++seq}@example.com`, nextClientAddress())).body.status).toBe(true);

    const rows = await t.db.query<{ email: string }>(`SELECT email FROM identity.taken_email_probes WHERE ip = $1 ORDER BY id`, [prober]);
    expect(rows.map((r) => r.email)).toEqual(emails.slice(0, 10));
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ ip: prober, takenEmails: 10, windowMinutes: 60 }),
      'one address is trying many registered e-mails at sign-up',
    );
    // Two taken e-mails are a member who forgot, not a probe.
    expect(warn.mock.calls.filter(([fields]) => (fields as { takenEmails: number }).takenEmails < 3)).toEqual([]);
  });

  it('one taken e-mail from 20 addresses: 10027 five times, then refused', async () => {
    const email = await takenEmail();
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await register(email.toUpperCase(), nextClientAddress()));
    expect(answers.slice(0, 5).map((a) => a.body.code)).toEqual([10027, 10027, 10027, 10027, 10027]);
    for (const a of answers.slice(5)) expectTooManyAttempts(a);
  });

  it('a refused captcha is not counted against the e-mail', async () => {
    const email = `captcha.${++seq}@example.com`;
    for (let i = 0; i < 10; i++) expect((await register(email, nextClientAddress(), 'invalid')).body.desc).toBe('Error verifying reCAPTCHA');
    expect((await register(email, nextClientAddress())).body.status).toBe(true);
  });
});
