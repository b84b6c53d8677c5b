import { nextClientAddress } from '@dating/platform/testing';
import { describe, expect, it } from 'vitest';
import { expectTooManyAttempts, useIdentityTestApp } from '../../testing/index.js';
import { registerMember } from '../register-member/register-member.js';
import { RequestPasswordResetHandler } from './request-password-reset.handler.js';

/** Forgot password needs the captcha and is limited per client address (10 an hour) and per e-mail (5 an hour). */
const t = useIdentityTestApp({ redis: false });
let seq = 0;

async function member(): Promise<{ id: string; email: string }> {
  const email = `reset.${++seq}@example.com`;
  const { memberId } = await registerMember(t.db, { name: 'Reset Man', email, password: 'secret-1', userType: 'man' }, null);
  return { id: memberId, email };
}

function requestReset(body: Record<string, unknown>, ip: string) {
  return t.call('member/request-password-reset', body, { ip });
}

async function tokensOf(memberId: string): Promise<number> {
  await t.app.get(RequestPasswordResetHandler, { strict: false }).settled();
  const [{ n }] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM identity.password_reset_tokens WHERE member_id = $1`, [memberId]);
  return n;
}

describe('forgot password', () => {
  it('requires the captcha, with the spec messages, and sends nothing without it', async () => {
    const m = await member();
    const refused = async (captcha: unknown, desc: string) => {
      const res = await requestReset({ email: m.email, captcha }, nextClientAddress());
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      // Left out, the captcha is a missing parameter (10001); sent but wrong, a validation error.
      expect(res.body).toMatchObject({ status: false, code: captcha === undefined ? 10001 : 10002, desc });
    };
    await refused(undefined, 'Please confirm that you are not a robot');
    await refused('', 'Please confirm that you are not a robot');
    await refused(42, 'Please confirm that you are not a robot');
    await refused('invalid', 'Error verifying reCAPTCHA');
    await refused('expired', 'The reCAPTCHA has expired. Please try again.');
    expect(await tokensOf(m.id)).toBe(0);
    expect((await requestReset({ email: m.email, captcha: 'ok' }, nextClientAddress())).body).toMatchObject({ status: true, result: true });
    expect(await tokensOf(m.id)).toBe(1);
  });

  it('20 requests from one address: ten answered, then refused, whoever the e-mails belong to', async () => {
    const prober = nextClientAddress();
    const known = await Promise.all(Array.from({ length: 10 }, () => member()));
    const emails = [...known.map((m) => m.email), ...Array.from({ length: 10 }, () => `nobody.${++seq}@example.com`)];
    const answers = [];
    for (const email of emails) answers.push(await requestReset({ email, captcha: 'ok' }, prober));
    for (const a of answers.slice(0, 10)) expect(a.body).toMatchObject({ status: true, result: true });
    for (const a of answers.slice(10)) expectTooManyAttempts(a);
    expect((await requestReset({ email: emails[15]!, captcha: 'ok' }, nextClientAddress())).body.status).toBe(true);
  });

  it('20 requests for one e-mail from 20 addresses: five answered, then refused, registered or not', async () => {
    for (const email of [(await member()).email, `nobody.${++seq}@example.com`]) {
      const answers = [];
      for (let i = 0; i < 20; i++) answers.push(await requestReset({ email, captcha: 'ok' }, nextClientAddress()));
      for (const a of answers.slice(0, 5)) expect(a.body).toMatchObject({ status: true, result: true });
      for (const a of answers.slice(5)) expectTooManyAttempts(a);
    }
  });
});
