import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../domain/totp.js';
import { createTestStaff, type IdentityTestApp, signInStaff, startIdentityTestApp, TEST_STAFF_TOTP_SECRET, type TestStaff } from '../../testing/index.js';

/**
 * Staff access with a second factor (docs/admin-api.md, "Staff access"), over real HTTP against
 * PostgreSQL: enrolment, verification, wrong and reused codes, recovery codes, tickets, and the
 * sign-in throttle counting wrong codes.
 */

let t: IdentityTestApp;
let seq = 0;

const CODE_WRONG = 'The code is not right. Check the time on your phone and try again';
const CODE_REUSED = 'This code was already used. Wait for the next code of your authenticator app';
const TICKET_INVALID = 'This sign-in has expired or was already used. Please sign in again';
const RECOVERY_WRONG = 'This recovery code is not right or was already used';

interface Step {
  step?: 'enroll' | 'verify';
  ticket: string;
  secret?: string;
  otpauth_url?: string;
  access_token?: string;
  expires_at?: string;
  staff?: Record<string, unknown>;
  recovery_codes?: string[];
  code?: number;
  message?: string;
  status?: boolean;
}

/** A fresh client address per test, so no two tests share a throttle counter. */
function ip(): string {
  seq++;
  return `192.0.2.${seq}`;
}

const post = (path: 'sign-in' | 'enroll' | 'verify', body: unknown, from: string) => t.site.admin<Step>('POST', `auth/${path}`, { body, ip: from });

/** A six-digit code that is none of the secret's codes from two steps back to three ahead. */
function wrongCode(secret: string): string {
  const near = new Set([-2, -1, 0, 1, 2, 3].map((offset) => totpCode(secret, Date.now(), offset)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}

async function ticketFor(staff: TestStaff, from: string): Promise<string> {
  const res = await post('sign-in', { email: staff.email, password: staff.password }, from);
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ step: 'verify', ticket: expect.any(String) });
  return res.body.ticket;
}

async function hitsOf(email: string): Promise<number> {
  const [{ n }] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM identity.rate_limit_hits WHERE scope = 'sign-in:account' AND key = $1`, [
    `staff:${email.toLowerCase()}`,
  ]);
  return n;
}

beforeAll(async () => {
  t = await startIdentityTestApp({ redis: false });
});

afterAll(async () => {
  await t?.close();
});

describe('enrolment', () => {
  it('answers a new secret after the password, gives no token before a code, and enrolls with ten recovery codes shown once', async () => {
    const staff = await createTestStaff(t, { role: 'finance', enrolled: false, name: 'Fiona' });
    const from = ip();
    const first = await post('sign-in', { email: staff.email, password: staff.password }, from);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      step: 'enroll',
      ticket: expect.stringMatching(/^[\w-]{43}$/),
      secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
      otpauth_url: expect.any(String),
    });
    const secret = first.body.secret!;
    const url = new URL(first.body.otpauth_url!);
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(decodeURIComponent(url.pathname)).toBe(`/Dating back office:${staff.email}`);

    expect((await post('enroll', { ticket: first.body.ticket, code: wrongCode(secret) }, from)).body).toMatchObject({ code: 10003, message: CODE_WRONG });

    const enrolled = await post('enroll', { ticket: first.body.ticket, code: totpCode(secret) }, from);
    expect(enrolled.status).toBe(200);
    expect(enrolled.body).toEqual({
      access_token: expect.any(String),
      expires_at: expect.any(String),
      staff: { id: Number(staff.id), name: 'Fiona', email: staff.email, role: 'finance', agency_id: null },
      recovery_codes: expect.any(Array),
    });
    const codes = enrolled.body.recovery_codes!;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // A staff session lasts a working day at most.
    const hours = (Date.parse(enrolled.body.expires_at!) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    const me = await t.site.admin('GET', 'auth/me', { token: enrolled.body.access_token });
    expect(me).toMatchObject({ status: 200, body: { staff: { id: Number(staff.id), role: 'finance' } } });

    // The ticket is spent; the secret is stored sealed and the codes as hashes, never in clear.
    expect((await post('enroll', { ticket: first.body.ticket, code: totpCode(secret, Date.now(), 1) }, from)).body).toMatchObject({ message: TICKET_INVALID });
    const [row] = await t.db.query<{ totp_secret_enc: string; totp_enrolled_at: Date }>(
      `SELECT totp_secret_enc, totp_enrolled_at FROM identity.staff WHERE id = $1`,
      [staff.id],
    );
    expect(row!.totp_enrolled_at).not.toBeNull();
    expect(row!.totp_secret_enc).toMatch(/^v1\./);
    expect(row!.totp_secret_enc).not.toContain(secret);
    const hashes = await t.db.query<{ code_hash: string }>(`SELECT code_hash FROM identity.staff_recovery_codes WHERE staff_id = $1`, [staff.id]);
    expect(hashes).toHaveLength(10);
    for (const { code_hash } of hashes) expect(codes.map((c) => c.replace(/-/g, ''))).not.toContain(code_hash);

    // From now on the password step asks for a code and never shows the secret again.
    const second = await post('sign-in', { email: staff.email, password: staff.password }, from);
    expect(second.body).toEqual({ step: 'verify', ticket: expect.any(String) });
    const signedIn = await signInStaff(t.site, { email: staff.email, password: staff.password, totpSecret: secret, ip: from });
    expect(signedIn.staff.role).toBe('finance');
  });

  it('takes an enrolment ticket only on enroll, and a verify ticket only on verify', async () => {
    const fresh = await createTestStaff(t, { role: 'site_moderator', enrolled: false });
    const from = ip();
    const enroll = await post('sign-in', { email: fresh.email, password: fresh.password }, from);
    expect((await post('verify', { ticket: enroll.body.ticket, code: totpCode(enroll.body.secret!) }, from)).body).toMatchObject({ message: TICKET_INVALID });
    const enrolled = await createTestStaff(t, { role: 'site_moderator' });
    const verify = await ticketFor(enrolled, from);
    expect((await post('enroll', { ticket: verify, code: totpCode(TEST_STAFF_TOTP_SECRET) }, from)).body).toMatchObject({ message: TICKET_INVALID });
  });
});

describe('verification', () => {
  it('accepts a code once: the same code again is refused, the next step’s code passes', async () => {
    const staff = await createTestStaff(t, { role: 'admin' });
    const from = ip();
    const code = totpCode(TEST_STAFF_TOTP_SECRET);
    const first = await post('verify', { ticket: await ticketFor(staff, from), code }, from);
    expect(first.status).toBe(200);
    expect(first.body.access_token).toEqual(expect.any(String));

    const reused = await post('verify', { ticket: await ticketFor(staff, from), code }, from);
    expect(reused.status).toBe(401);
    expect(reused.body).toMatchObject({ code: 10003, message: CODE_REUSED });
    const next = await post('verify', { ticket: await ticketFor(staff, from), code: totpCode(TEST_STAFF_TOTP_SECRET, Date.now(), 1) }, from);
    expect(next.status).toBe(200);
  });

  it('lets one of two racing requests with the same code through, never both', async () => {
    const staff = await createTestStaff(t, { role: 'finance' });
    const from = ip();
    const [a, b] = [await ticketFor(staff, from), await ticketFor(staff, from)];
    const code = totpCode(TEST_STAFF_TOTP_SECRET);
    const answers = await Promise.all([post('verify', { ticket: a, code }, from), post('verify', { ticket: b, code }, from)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('refuses a wrong code and counts it against the sign-in throttle, like a wrong password', async () => {
    const staff = await createTestStaff(t, { role: 'finance' });
    const from = ip();
    const ticket = await ticketFor(staff, from);
    // The password attempt stays counted until the second factor passes.
    expect(await hitsOf(staff.email)).toBe(1);
    const wrong = await post('verify', { ticket, code: wrongCode(TEST_STAFF_TOTP_SECRET) }, from);
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: 10003, message: CODE_WRONG });
    expect(await hitsOf(staff.email)).toBe(2);
    // The right code on the same ticket gives this sign-in's slots back.
    expect((await post('verify', { ticket, code: totpCode(TEST_STAFF_TOTP_SECRET) }, from)).status).toBe(200);
    expect(await hitsOf(staff.email)).toBe(1);
  });

  it('stops an address after 10 failed steps of one account in 15 minutes, passwords and codes together', async () => {
    const staff = await createTestStaff(t, { role: 'finance' });
    const from = ip();
    // Sign-in 1 (counted) and five wrong codes (counted; the fifth spends the ticket).
    const first = await ticketFor(staff, from);
    for (let i = 0; i < 5; i++) expect((await post('verify', { ticket: first, code: wrongCode(TEST_STAFF_TOTP_SECRET) }, from)).status).toBe(401);
    expect((await post('verify', { ticket: first, code: totpCode(TEST_STAFF_TOTP_SECRET) }, from)).body).toMatchObject({ message: TICKET_INVALID });
    // Sign-in 2 and three more wrong codes: ten in all.
    const second = await ticketFor(staff, from);
    for (let i = 0; i < 3; i++) expect((await post('verify', { ticket: second, code: wrongCode(TEST_STAFF_TOTP_SECRET) }, from)).status).toBe(401);
    const refused = await post('verify', { ticket: second, code: totpCode(TEST_STAFF_TOTP_SECRET) }, from);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many sign-in attempts\. Try again in \d+ minutes?$/);
    expect((await post('sign-in', { email: staff.email, password: staff.password }, from)).status).toBe(429);
    // Another address is not locked out by this one.
    expect((await signInStaff(t.site, { ...staff, ip: ip() })).token).toEqual(expect.any(String));
  });

  it('refuses an expired ticket and a used one', async () => {
    const staff = await createTestStaff(t, { role: 'finance' });
    const from = ip();
    const expired = await ticketFor(staff, from);
    await t.db.query(`UPDATE identity.staff_sign_in_tickets SET expires_at = now() - interval '1 second' WHERE used_at IS NULL AND staff_id = $1`, [staff.id]);
    expect((await post('verify', { ticket: expired, code: totpCode(TEST_STAFF_TOTP_SECRET) }, from)).body).toMatchObject({
      code: 10003,
      message: TICKET_INVALID,
    });
    // Tickets live five minutes.
    const ticket = await ticketFor(staff, from);
    const [{ seconds }] = await t.db.query<{ seconds: number }>(
      `SELECT extract(epoch FROM expires_at - created_at)::int AS seconds FROM identity.staff_sign_in_tickets WHERE staff_id = $1 AND used_at IS NULL AND expires_at > now()`,
      [staff.id],
    );
    expect(seconds).toBe(300);
    expect((await post('verify', { ticket, code: totpCode(TEST_STAFF_TOTP_SECRET) }, from)).status).toBe(200);
    expect((await post('verify', { ticket, code: totpCode(TEST_STAFF_TOTP_SECRET, Date.now(), 1) }, from)).body).toMatchObject({ message: TICKET_INVALID });
    expect((await post('verify', { ticket: 'not-a-ticket', code: '123456' }, from)).body).toMatchObject({ message: TICKET_INVALID });
  });

  it('takes a recovery code once, in any case and with or without dashes', async () => {
    const staff = await createTestStaff(t, { role: 'site_moderator', enrolled: false });
    const from = ip();
    const session = await signInStaff(t.site, { ...staff, ip: from });
    const [one, two] = session.recoveryCodes!;
    const first = await post('verify', { ticket: await ticketFor(staff, from), recovery_code: one!.toUpperCase().replace(/-/g, '') }, from);
    expect(first.status).toBe(200);
    expect(first.body.staff).toMatchObject({ id: Number(staff.id) });
    const again = await post('verify', { ticket: await ticketFor(staff, from), recovery_code: one }, from);
    expect(again.body).toMatchObject({ code: 10003, message: RECOVERY_WRONG });
    expect((await post('verify', { ticket: await ticketFor(staff, from), recovery_code: two }, from)).status).toBe(200);
    const [{ left }] = await t.db.query<{ left: number }>(
      `SELECT count(*)::int AS left FROM identity.staff_recovery_codes WHERE staff_id = $1 AND used_at IS NULL`,
      [staff.id],
    );
    expect(left).toBe(8);
  });

  it('refuses a disabled account between the steps, and an account whose secret cannot be opened', async () => {
    const staff = await createTestStaff(t, { role: 'finance' });
    const from = ip();
    const ticket = await ticketFor(staff, from);
    await t.db.query(`UPDATE identity.staff SET disabled_at = now() WHERE id = $1`, [staff.id]);
    const refused = await post('verify', { ticket, code: totpCode(TEST_STAFF_TOTP_SECRET) }, from);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 10003, message: 'Your account has been blocked. Please contact support' });
    expect((await post('sign-in', { email: staff.email, password: staff.password }, from)).status).toBe(403);

    const other = await createTestStaff(t, { role: 'finance' });
    await t.db.query(`UPDATE identity.staff SET totp_secret_enc = 'v1.AAAA.BBBB.CCCC' WHERE id = $1`, [other.id]);
    const unreadable = await post('sign-in', { email: other.email, password: other.password }, from);
    expect(unreadable.status).toBe(403);
    expect(unreadable.body.message).toBe('The second factor of this account cannot be read. Ask an admin to reset it');
  });
});

describe('bad input', () => {
  it('answers a wrong password as a failed sign-in, and validates every field first', async () => {
    const staff = await createTestStaff(t, { role: 'finance' });
    const from = ip();
    const wrong = await post('sign-in', { email: staff.email, password: 'not-the-password' }, from);
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: 10003, message: 'Your login information was entered incorrectly! Please check some fields!', status: 401 });
    const ticket = await ticketFor(staff, from);
    for (const [body, message] of [
      [{ ticket }, 'Give the code of your authenticator app or a recovery code'],
      [{ ticket, code: '12345' }, 'The code field must be the 6 digits of your authenticator app'],
      [{ ticket, code: 123456 }, 'The code field must be text'],
      [{ ticket, recovery_code: '' }, 'The recovery code field is required'],
      [{ code: '123456' }, 'The ticket field is required'],
      [{ ticket, code: '123456', recovery_code: 'abcd-efgh-jkmn-pqrs' }, 'Give either the code of your authenticator app or a recovery code, not both'],
    ] as const) {
      const res = await post('verify', body, from);
      expect(res.status, JSON.stringify(body)).toBe(400);
      // The ticket, or both second factors, left out is a missing parameter (10001); the rest are validation errors.
      const missing = !('ticket' in body) || Object.keys(body).length === 1;
      expect(res.body).toMatchObject({ code: missing ? 10001 : 10002, message });
    }
    // None of these counted against the throttle: only the password step did.
    expect(await hitsOf(staff.email)).toBe(2);
  });

  it.each(['{"email":"\\ud800","password":"secret-1"}', '{"email":"admin@demo\\udbff.local","password":"secret-1"}'])(
    'answers a lone surrogate in the e-mail with 10002 and counts nothing (%s)',
    async (raw) => {
      const [{ before }] = await t.db.query<{ before: number }>(`SELECT count(*)::int AS before FROM identity.rate_limit_hits`);
      const res = await fetch(`${t.url}/admin-api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: raw });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 10002, message: 'The email field contains a lone UTF-16 surrogate (not valid text)' });
      const [{ after }] = await t.db.query<{ after: number }>(`SELECT count(*)::int AS after FROM identity.rate_limit_hits`);
      expect(after).toBe(before);
    },
  );
});
