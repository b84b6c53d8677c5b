import { setTimeout as sleep } from 'node:timers/promises';
import { fromBinary } from '@bufbuild/protobuf';
import { ACCESS_TOKEN_VERIFIER, decodeEnvelope, TokenSigner, type AccessTokenVerifier, type DeliveredMessage, type Envelope } from '@dating/platform';
import { EventEnvelopeSchema, type EventEnvelope } from '@dating/proto/platform/v1/envelope_pb';
import {
  MemberRegisteredSchema,
  MemberSessionsEndedSchema,
  MemberSettingsChangedSchema,
  MemberSignedInSchema,
  PasswordChangedSchema,
} from '@dating/proto/identity/v1/events_pb';
import { nextClientAddress as ip } from '@dating/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashResetToken } from './commands/request-password-reset/reset-token.js';
import { createStaff, IDENTITY_MEMBERS_TOPIC, seedIdentityDemo, SETTING_KEYS, VISUAL_SETTINGS } from './index.js';
import { SessionCache } from './infrastructure/persistence/session-cache.js';
import { signInStaff, startIdentityTestApp, TEST_TOKEN_SECRET, waitForMail, type CallOptions, type IdentityTestApp } from './testing/index.js';

const LOGIN_FAILED = 'Your login information was entered incorrectly! Please check some fields!';

let t: IdentityTestApp;
const published: DeliveredMessage[] = [];
let seq = 0;

function email(prefix = 'member'): string {
  seq++;
  return `${prefix}.${seq}.${Date.now().toString(36)}@Example.com`;
}

interface SignInAnswer {
  access_token: string;
  user_id: number;
  user_type: 'man' | 'woman';
}

async function register(overrides: Record<string, unknown> = {}, options: CallOptions = {}) {
  return t.call<SignInAnswer>(
    'member/registration',
    { name: 'John Smith', email: email(), password: 'secret-1', user_type: 'man', captcha: 'ok', ...overrides },
    { ip: ip(), ...options },
  );
}

async function registered(overrides: Record<string, unknown> = {}): Promise<SignInAnswer & { email: string; password: string }> {
  const body = { email: email(), password: 'secret-1', ...overrides };
  const res = await register(body);
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ status: true, code: 0 });
  return { ...res.body.result!, email: body.email as string, password: body.password as string };
}

function signIn(emailAddress: string, password: string, options: CallOptions = {}) {
  return t.call<SignInAnswer>('member/sign-in', { email: emailAddress, password, remember_me: true }, { ip: ip(), ...options });
}

function claimsOf(token: string): { sub: string; sid: string; kind: string } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

function expectUnauthorized(res: { status: number; body: Envelope }): void {
  expect(res.status).toBe(401);
  expect(res.body).toMatchObject({ status: false, result: null, code: 401 });
}

function expectValidation(res: { status: number; body: Envelope }, desc?: string | RegExp, code = 10002): void {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body).toMatchObject({ status: false, code });
  if (typeof desc === 'string') expect(res.body.desc).toBe(desc);
  else if (desc) expect(res.body.desc).toMatch(desc);
}

/** A required field left out: 10001 (missing required parameters), with the field's own message. */
function expectMissing(res: { status: number; body: Envelope }, desc?: string | RegExp): void {
  expectValidation(res, desc, 10001);
}

beforeAll(async () => {
  t = await startIdentityTestApp();
  await t.bus.subscribe({ group: 'identity-e2e-observer', topics: [IDENTITY_MEMBERS_TOPIC], handler: async (m) => void published.push(m) });
});

afterAll(async () => {
  await t?.close();
});

describe('public site data', () => {
  it('answers the site settings from the seeded table', async () => {
    const res = await t.call<Record<string, unknown>>('site/settings/get-all');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: true, code: 0, error: '' });
    expect(res.body.result).toMatchObject({
      captcha_interval: 30,
      registration_tries_count: 3,
      women_agreement_launch_interval: 30,
      lifetimes: { alert: 10000, visual_notification: 15000, notification: 15000, invite: 30000 },
      watermark: { image: expect.any(String), alpha: expect.any(Number) },
      sounds: { chat_invite: expect.any(String), toast: expect.any(String), system_notification: expect.any(String), billing_started: expect.any(String) },
      support_email: expect.stringContaining('@'),
      company_address: expect.any(String),
    });
    // Admins change the table, the answer follows.
    await t.db.query(`UPDATE identity.site_settings SET value = '45'::jsonb WHERE key = 'captcha_interval'`);
    expect((await t.call<Record<string, unknown>>('site/settings/get-all')).body.result!.captcha_interval).toBe(45);
    await t.db.query(`UPDATE identity.site_settings SET value = '30'::jsonb WHERE key = 'captcha_interval'`);
  });

  it('records affiliate clicks and checks their lengths', async () => {
    const ok = await t.call(
      'v2/webmaster/new-click',
      { ip: '203.0.113.9', pid: 'partner-7', sid: 'campaign-1', userAgent: 'Mozilla/5.0 test' },
      { ip: '192.0.2.77' },
    );
    expect(ok.body).toMatchObject({ status: true, result: true });
    const [row] = await t.db.query(`SELECT pid, sid, reported_ip, remote_ip, user_agent FROM identity.affiliate_clicks WHERE pid = 'partner-7'`);
    expect(row).toEqual({ pid: 'partner-7', sid: 'campaign-1', reported_ip: '203.0.113.9', remote_ip: '192.0.2.77', user_agent: 'Mozilla/5.0 test' });
    expect((await t.call('v2/webmaster/new-click', { pid: 'p'.repeat(64), ip: '' })).body.status).toBe(true);
    expectValidation(await t.call('v2/webmaster/new-click', { pid: 'p'.repeat(65) }), 'pid cannot contain more than 64 characters');
    expectMissing(await t.call('v2/webmaster/new-click', { sid: 'x' }), 'The pid field is required');
    expectValidation(await t.call('v2/webmaster/new-click', { pid: 'p', userAgent: 'u'.repeat(513) }));
    expectValidation(await t.call('v2/webmaster/new-click', { pid: 7 }));
  });

  it('stores at most 30 affiliate clicks an hour from one address; more answer 10034 and store nothing', async () => {
    const click = (address: string) => t.call('v2/webmaster/new-click', { pid: 'flood-partner' }, { ip: address });
    const stored = async () =>
      Number((await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM identity.affiliate_clicks WHERE pid = 'flood-partner'`))[0]!.n);
    for (let i = 0; i < 30; i++) expect((await click('198.51.100.30')).body.status).toBe(true);
    const refused = await click('198.51.100.30');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ status: false, code: 10034, error: { retry_after_seconds: expect.any(Number) } });
    expect(await stored()).toBe(30);
    // Another address is counted on its own.
    expect((await click('198.51.100.31')).body.status).toBe(true);
    expect(await stored()).toBe(31);
  });
});

describe('a man registers and uses his account', () => {
  it('registers, signs in with any case of the e-mail, reads and changes settings', async () => {
    const address = email('john');
    const reg = await register({ email: address, name: 'John 2nd' });
    expect(reg.status).toBe(200);
    expect(reg.body).toMatchObject({ status: true, code: 0, desc: '', error: '' });
    expect(Object.keys(reg.body.result!).sort()).toEqual(['access_token', 'user_id', 'user_type']);
    expect(reg.body.result).toMatchObject({ access_token: expect.any(String), user_id: expect.any(Number), user_type: 'man' });
    const memberId = reg.body.result!.user_id;

    const signedIn = await signIn(address.toUpperCase(), 'secret-1');
    expect(signedIn.body.result).toMatchObject({ user_id: memberId, user_type: 'man' });
    const token = signedIn.body.result!.access_token;
    expect(claimsOf(token)).toMatchObject({ sub: `member:${memberId}`, kind: 'access' });

    // The token works from the body and from the Authorization header.
    const settings = await t.call<Record<string, string>>('user/settings/get-all', { access_token: token });
    expect(settings.body.status).toBe(true);
    expect(Object.keys(settings.body.result!).sort()).toEqual([...SETTING_KEYS].sort());
    expect(Object.values(settings.body.result!).every((v) => v === 'on')).toBe(true);
    expect((await t.call('user/settings/get-all', {}, { token })).body.result).toEqual(settings.body.result);

    const changed = await t.call<Record<string, string>>(
      'user/settings/set-one',
      { sound: 'off', email_wink_notification: 'off', notification_inbox: 'off' },
      { token },
    );
    expect(changed.body.status).toBe(true);
    expect(changed.body.result).toMatchObject({ sound: 'off', email_wink_notification: 'off', notification_inbox: 'off', sound_chat: 'on' });
    const reread = await t.call<Record<string, string>>('user/settings/get-all', {}, { token });
    expect(reread.body.result).toEqual(changed.body.result);

    // One flag at a time, as the settings page sends them.
    const one = await t.call<Record<string, string>>('user/settings/set-one', { sound: 'on' }, { token });
    expect(one.body.result).toMatchObject({ sound: 'on', notification_inbox: 'off' });

    // Unknown keys, other values and an empty change are refused, and change nothing.
    expectValidation(await t.call('user/settings/set-one', { sound: 'off', volume: 'on' }, { token }), 'Unknown setting: volume');
    expectValidation(await t.call('user/settings/set-one', { sound: 'maybe' }, { token }), /must be one of: on, off/);
    expectValidation(await t.call('user/settings/set-one', { sound: true }, { token }));
    expectValidation(await t.call('user/settings/set-one', {}, { token }));
    expect((await t.call<Record<string, string>>('user/settings/get-all', {}, { token })).body.result!.sound).toBe('on');

    // The session records who signed in from where.
    const [session] = await t.db.query<{ ip: string; remember_me: boolean }>(`SELECT ip, remember_me FROM identity.sessions WHERE id = $1`, [
      claimsOf(token).sid,
    ]);
    expect(session.remember_me).toBe(true);
    expect(session.ip).toMatch(/^10\./); // the forwarded client address (nextClientAddress), not the proxy's
  });

  it("forces a woman's visual notifications on", async () => {
    const anna = await registered({ name: 'Anna', user_type: 'woman' });
    expect(anna.user_type).toBe('woman');
    const res = await t.call<Record<string, string>>(
      'user/settings/set-one',
      { notification_inbox: 'off', notification_guest: 'off', notification_winks: 'off', notification_favorite: 'off', sound: 'off' },
      { token: anna.access_token },
    );
    expect(res.body.status).toBe(true);
    for (const key of VISUAL_SETTINGS) expect(res.body.result![key]).toBe('on');
    expect(res.body.result!.sound).toBe('off');
    const stored = await t.call<Record<string, string>>('user/settings/get-all', {}, { token: anna.access_token });
    for (const key of VISUAL_SETTINGS) expect(stored.body.result![key]).toBe('on');
  });

  it('refuses a taken e-mail in any case with 10027, without saying whose', async () => {
    const first = await registered({ name: 'Mike Original' });
    const again = await register({ email: first.email.toUpperCase(), name: 'Someone Else' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ status: false, result: null, code: 10027 });
    expect(again.body.desc).not.toContain('Mike');
    expect(again.body.desc).not.toContain(String(first.user_id));
  });

  it('asks for the captcha and reports a refused one', async () => {
    expectMissing(await register({ captcha: undefined }), 'Please confirm that you are not a robot');
    expectValidation(await register({ captcha: '' }), 'Please confirm that you are not a robot');
    expectValidation(await register({ captcha: 'invalid' }), 'Error verifying reCAPTCHA');
    expectValidation(await register({ captcha: 'expired' }), 'The reCAPTCHA has expired. Please try again.');
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const m = await registered();
    const wrong = await signIn(m.email, 'not-the-password');
    const unknown = await signIn(email('nobody'), 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ status: false, result: null, desc: LOGIN_FAILED, code: 10003, error: LOGIN_FAILED });
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
  });
});

describe('sessions', () => {
  it('changing the password ends the other sessions and keeps the current one', async () => {
    const m = await registered();
    const a = m.access_token;
    const b = (await signIn(m.email, m.password)).body.result!.access_token;
    const c = (await signIn(m.email, m.password)).body.result!.access_token;
    // All three work (and are now cached as open).
    for (const token of [a, b, c]) expect((await t.call('user/settings/get-all', {}, { token })).body.status).toBe(true);

    expectValidation(
      await t.call('user/settings/change-member-password', { new_password: 'new-secret', new_password_repeat: 'new-secreT' }, { token: b }),
      'Passwords must match',
    );
    expectValidation(
      await t.call('user/settings/change-member-password', { new_password: 'short', new_password_repeat: 'short' }, { token: b }),
      'New password must contain at least 6 characters',
    );
    expectValidation(
      await t.call('user/settings/change-member-password', { new_password: 'n'.repeat(37), new_password_repeat: 'n'.repeat(37) }, { token: b }),
      'New password cannot contain more than 36 characters',
    );
    expectMissing(await t.call('user/settings/change-member-password', { new_password: 'new-secret' }, { token: b }), 'The Repeat password field is required');

    const changed = await t.call('user/settings/change-member-password', { new_password: 'new-secret', new_password_repeat: 'new-secret' }, { token: b });
    expect(changed.body).toMatchObject({ status: true, result: true });

    expect((await t.call('user/settings/get-all', {}, { token: b })).body.status).toBe(true);
    expectUnauthorized(await t.call('user/settings/get-all', {}, { token: a }));
    expectUnauthorized(await t.call('user/settings/get-all', {}, { token: c }));

    expect((await signIn(m.email, m.password)).body.code).toBe(10003);
    expect((await signIn(m.email, 'new-secret')).body.status).toBe(true);
  });

  it('signing out kills the token at once, also in the Redis cache', async () => {
    const m = await registered();
    const token = m.access_token;
    expect((await t.call('user/settings/get-all', {}, { token })).body.status).toBe(true);
    const sid = claimsOf(token).sid;
    expect(await t.runtime.redis!.get(SessionCache.key(sid))).toContain('"kind":"member"');

    const out = await t.call('member/sign-out', { access_token: token });
    expect(out.body).toMatchObject({ status: true, result: true });
    expect(await t.runtime.redis!.get(SessionCache.key(sid))).toBe('revoked');
    expectUnauthorized(await t.call('user/settings/get-all', {}, { token }));
    expectUnauthorized(await t.call('member/sign-out', {}, { token }));

    // Even with the cache gone, the database says no.
    await t.runtime.redis!.del(SessionCache.key(sid));
    expectUnauthorized(await t.call('user/settings/get-all', {}, { token }));
  });

  it("a signed-in member's sign up, sign in and forgot password are refused with 10009 (spec section 6: visitors' screens); a signed-out token is no bar", async () => {
    const m = await registered();
    const other = await registered();
    const asMember = { token: m.access_token };
    const before = await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM identity.members`);
    const refused = [
      await register({ email: email(), password: 'secret-1' }, asMember),
      await signIn(other.email, other.password, asMember),
      await t.call('member/request-password-reset', { email: other.email, captcha: 'ok' }, { ip: ip(), ...asMember }),
    ];
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ status: false, code: 10009, desc: 'Not available for authorized users' });
    }
    expect(await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM identity.members`)).toEqual(before);

    expect((await t.call('member/sign-out', {}, asMember)).body.status).toBe(true);
    expect((await signIn(other.email, other.password, asMember)).body).toMatchObject({ status: true, code: 0 });
    expect((await register({ email: email(), password: 'secret-1' }, asMember)).body).toMatchObject({ status: true, code: 0 });
  });

  it('refuses expired, revoked, forged and foreign tokens with 401 in the envelope', async () => {
    const m = await registered();
    const { sub, sid } = claimsOf(m.access_token);
    const right = new TokenSigner(TEST_TOKEN_SECRET);

    const expired = await right.sign({ sub, sid, kind: 'access' }, -60);
    const wrongKey = await new TokenSigner('y'.repeat(40)).sign({ sub, sid, kind: 'access' }, 3600);
    const chatKind = await right.sign({ sub, sid, kind: 'chat-access' }, 3600);
    const unknownSession = await right.sign({ sub, sid: crypto.randomUUID(), kind: 'access' }, 3600);
    const otherSubject = await right.sign({ sub: 'member:999999999', sid, kind: 'access' }, 3600);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub, sid, kind: 'access', iss: 'dating-platform', exp: Math.floor(Date.now() / 1000) + 3600 })).toString(
      'base64url',
    );
    const algNone = `${header}.${payload}.`;
    const tampered = `${m.access_token.split('.')[0]}.${payload}.${m.access_token.split('.')[2]}`;

    for (const token of [expired, wrongKey, chatKind, unknownSession, otherSubject, algNone, tampered, 'not-a-token']) {
      expectUnauthorized(await t.call('user/settings/get-all', {}, { token }));
      expectUnauthorized(await t.call('user/settings/get-all', { access_token: token }));
    }
    // The real one still works; no token at all is 10401.
    expect((await t.call('user/settings/get-all', {}, { token: m.access_token })).body.status).toBe(true);
    const none = await t.call('user/settings/get-all', {});
    expect(none.body).toMatchObject({ status: false, code: 10401 });
  });

  it('signs staff in with a staff principal, kept off member routes', async () => {
    const staffEmail = email('moderator');
    await createStaff(t.db, { email: staffEmail, name: 'Mod', role: 'agency_moderator', agencyId: 'agency-9', password: 'staff-secret' });
    // A password alone gives no token: the back office's sign-in goes on to the second factor.
    const { token, staff } = await signInStaff(t.site, { email: staffEmail, password: 'staff-secret', ip: ip() });
    expect(staff).toMatchObject({ id: expect.any(Number), role: 'agency_moderator', agency_id: 'agency-9', name: 'Mod' });
    const verifier = t.app.get<AccessTokenVerifier>(ACCESS_TOKEN_VERIFIER, { strict: false });
    expect(await verifier.verify(token)).toMatchObject({ kind: 'staff', id: String(staff.id), role: 'agency_moderator', agencyId: 'agency-9' });
    expect((await t.call('user/settings/get-all', {}, { token })).body.code).toBe(10401);
    // A member token is no staff token either, and the old Site API staff routes are gone.
    const member = await registered();
    expect((await t.site.admin('POST', 'auth/sign-out', { token: member.access_token })).status).toBe(401);
    expect((await t.call('staff/sign-in', { email: staffEmail, password: 'staff-secret' }, { ip: ip() })).status).toBe(404);
    expect((await t.site.admin('POST', 'auth/sign-in', { body: { email: staffEmail, password: 'wrong-one' }, ip: ip() })).body).toMatchObject({
      code: 10003,
      message: LOGIN_FAILED,
    });
    expect((await t.site.admin('POST', 'auth/sign-out', { token })).body).toEqual({ signed_out: true });
    await expect(verifier.verify(token)).rejects.toMatchObject({ code: 401 });
  });
});

describe('password reset', () => {
  it('resets through the e-mailed link once, and never shows the token', async () => {
    const m = await registered({ name: 'Olga' });
    const unknown = await t.call('member/request-password-reset', { email: email('nobody'), captcha: 'ok' });
    const known = await t.call('member/request-password-reset', { email: m.email.toUpperCase(), captcha: 'ok' });
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ status: true, result: true, desc: '', code: 0, error: '' });
    expect(unknown.body).toEqual(known.body);

    const mail = await waitForMail(t.runtime.dataDir, m.email);
    expect(mail.subject).toBe('Reset your password');
    const link = /(\S+)\/reset-password\?token=([\w-]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    // The link opens the site's public URL (the test app's own address).
    expect(link![1]).toBe(t.url);
    const token = decodeURIComponent(link![2]!);
    expect(JSON.stringify(known.body)).not.toContain(token);

    // Only the hash is stored.
    const rows = await t.db.query<{ token_hash: string }>(`SELECT token_hash FROM identity.password_reset_tokens WHERE member_id = $1`, [String(m.user_id)]);
    expect(rows.map((r) => r.token_hash)).toEqual([hashResetToken(token)]);

    expectValidation(await t.call('member/reset-password', { password_reset_token: token, password: '12345' }), 'Password must contain at least 6 characters');
    const done = await t.call('member/reset-password', { password_reset_token: token, password: 'reset-secret' });
    expect(done.body).toMatchObject({ status: true, result: true });
    expect(JSON.stringify(done.body)).not.toContain(token);

    // Every session ended; the new password works, the old one not.
    expectUnauthorized(await t.call('user/settings/get-all', {}, { token: m.access_token }));
    expect((await signIn(m.email, m.password)).body.code).toBe(10003);
    expect((await signIn(m.email, 'reset-secret')).body.status).toBe(true);

    // Single use.
    expectValidation(await t.call('member/reset-password', { password_reset_token: token, password: 'another-one' }), /already been used/);
    expectValidation(await t.call('member/reset-password', { password_reset_token: 'made-up-token', password: 'another-one' }), /not valid/);
    expectMissing(await t.call('member/reset-password', { password: 'another-one' }), 'The Password reset token field is required');
  });

  it('refuses an expired link', async () => {
    const m = await registered();
    await t.call('member/request-password-reset', { email: m.email, captcha: 'ok' });
    const mail = await waitForMail(t.runtime.dataDir, m.email);
    const token = /token=([\w-]+)/.exec(mail.text)![1]!;
    await t.db.query(`UPDATE identity.password_reset_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [hashResetToken(token)]);
    expectValidation(await t.call('member/reset-password', { password_reset_token: token, password: 'reset-secret' }), /expired/);
    expect((await signIn(m.email, m.password)).body.status).toBe(true);
  });

  it('checks the forgot-password e-mail (max 50)', async () => {
    const fifty = `${'a'.repeat(40)}@bbbbb.com`;
    expect(fifty).toHaveLength(50);
    expect((await t.call('member/request-password-reset', { email: fifty, captcha: 'ok' })).body.status).toBe(true);
    expectValidation(await t.call('member/request-password-reset', { email: `a${fifty}`, captcha: 'ok' }), 'Email cannot contain more than 50 characters');
    expectValidation(await t.call('member/request-password-reset', { email: 'not-an-email', captcha: 'ok' }), 'The Email field must be a valid email address');
    expectMissing(await t.call('member/request-password-reset', { captcha: 'ok' }), 'The Email field is required');
  });

  it('lists captured mail at GET /dev/mail with clickable links', async () => {
    const res = await fetch(`${t.url}/dev/mail`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('Reset your password');
    expect(html).toMatch(new RegExp(`<a href="${t.url.replace(/[.:/]/g, '\\$&')}\\/reset-password\\?token=[\\w-]+">`));
    // Only to this machine: a client elsewhere (here through the trusted local proxy) gets 404, not the reset links.
    const remote = await fetch(`${t.url}/dev/mail`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(remote.status).toBe(404);
    expect(await remote.text()).not.toContain('reset-password');
  });
});

describe('sign-in throttle', () => {
  it('refuses an account at one address after 10 failures in 15 minutes; the owner elsewhere still signs in', async () => {
    const m = await registered();
    const attacker = ip();
    for (let i = 0; i < 10; i++) expect((await signIn(m.email, `wrong-${i}`, { ip: attacker })).body.code).toBe(10003);
    const refused = await signIn(m.email, m.password, { ip: attacker });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ status: false, code: 10003, error: { retry_after_seconds: expect.any(Number) } });
    expect(refused.body.desc).toMatch(/^Too many sign-in attempts\. Try again in (1 minute|\d+ minutes)$/);
    expect(refused.body.desc).toContain('15 minutes');
    expect((await signIn(m.email, m.password)).body.status).toBe(true);
    // Once the failures age out of the window, that address may try again.
    await t.db.query(`UPDATE identity.rate_limit_hits SET hit_at = hit_at - interval '16 minutes' WHERE key = $1`, [
      `${attacker}|member:${m.email.toLowerCase()}`,
    ]);
    expect((await signIn(m.email, m.password, { ip: attacker })).body.status).toBe(true);
  });

  it('refuses an account from every address after 50 failures in an hour', async () => {
    const m = await registered();
    for (let i = 0; i < 50; i++) expect((await signIn(m.email, `wrong-${i}`)).body.code).toBe(10003);
    const refused = await signIn(m.email, m.password);
    expect(refused.status).toBe(429);
    expect(refused.body.desc).toMatch(/^Too many sign-in attempts\. Try again in \d+ minutes$/);
    expect(refused.body.error).toMatchObject({ retry_after_seconds: expect.any(Number) });
    expect((refused.body.error as { retry_after_seconds: number }).retry_after_seconds).toBeGreaterThan(15 * 60);
  });

  it('refuses an address after 30 failures, whatever the account', async () => {
    const m = await registered();
    const address = '203.0.113.200';
    for (let i = 0; i < 30; i++) expect((await signIn(email('ghost'), 'whatever', { ip: address })).body.code).toBe(10003);
    const refused = await signIn(m.email, m.password, { ip: address });
    expect(refused.status).toBe(429);
    expect(refused.body.desc).toMatch(/^Too many sign-in attempts/);
    expect((await t.site.admin('POST', 'auth/sign-in', { body: { email: 'admin@demo.local', password: 'x' }, ip: address })).status).toBe(429);
    expect((await signIn(m.email, m.password, { ip: '203.0.113.201' })).body.status).toBe(true);
  });

  it('counts an IPv6 address by its /64: stepping through one network is one address; the next network is another', async () => {
    const m = await registered();
    for (let i = 0; i < 30; i++) expect((await signIn(email('ghost'), 'whatever', { ip: `2001:db8:77:2::${(i + 1).toString(16)}` })).body.code).toBe(10003);
    const refused = await signIn(m.email, m.password, { ip: '2001:db8:77:2:ffff::31' });
    expect(refused.status).toBe(429);
    expect((await signIn(m.email, m.password, { ip: '2001:db8:77:3::1' })).body.status).toBe(true);
  });

  it("forgives the owner's typos at his address when he signs in", async () => {
    const m = await registered();
    const home = ip();
    for (let i = 0; i < 9; i++) await signIn(m.email, 'wrong', { ip: home });
    expect((await signIn(m.email, m.password, { ip: home })).body.status).toBe(true);
    for (let i = 0; i < 9; i++) await signIn(m.email, 'wrong', { ip: home });
    expect((await signIn(m.email, m.password, { ip: home })).body.status).toBe(true);
  });

  it('a password reset clears every count of the account', async () => {
    const m = await registered();
    const attacker = ip();
    for (let i = 0; i < 10; i++) await signIn(m.email, 'wrong', { ip: attacker });
    expect((await signIn(m.email, m.password, { ip: attacker })).status).toBe(429);
    await t.call('member/request-password-reset', { email: m.email, captcha: 'ok' }, { ip: ip() });
    const token = /token=([\w-]+)/.exec((await waitForMail(t.runtime.dataDir, m.email)).text)![1]!;
    expect((await t.call('member/reset-password', { password_reset_token: token, password: 'after-reset' })).body.status).toBe(true);
    expect((await signIn(m.email, 'after-reset', { ip: attacker })).body.status).toBe(true);
  });
});

describe('bad input', () => {
  it('answers malformed JSON with 10026 and an oversized body with 10203 / 413', async () => {
    const malformed = await t.call('member/sign-in', undefined, { raw: '{"email": "a@b.c", ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ status: false, code: 10026 });
    const huge = await t.call('member/sign-in', undefined, { raw: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(300 * 1024) }) });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ status: false, code: 10203 });
  });

  // Sent as raw JSON text with \u escapes, so the lone surrogates really reach the server.
  it.each([
    ['member/sign-in', '{"email":"\\ud800","password":"secret-1"}'],
    ['member/sign-in', '{"email":"anna\\udfff@example.com","password":"secret-1"}'],
    ['member/registration', '{"name":"John Smith","email":"\\ud800","password":"secret-1","user_type":"man","captcha":"ok"}'],
    ['member/registration', '{"name":"John Smith","email":"\\ud800john@example.com","password":"secret-1","user_type":"man","captcha":"ok"}'],
    ['member/request-password-reset', '{"email":"\\ud800","captcha":"ok"}'],
    ['member/request-password-reset', '{"email":"olga@example.com\\ud800","captcha":"ok"}'],
  ])('answers a lone surrogate in the e-mail on %s with 10002 and changes nothing (%s)', async (path, raw) => {
    const counts = async () =>
      (
        await t.db.query(
          `SELECT (SELECT count(*) FROM identity.members)::int AS members, (SELECT count(*) FROM identity.rate_limit_hits)::int AS hits,
                  (SELECT count(*) FROM identity.sessions)::int AS sessions, (SELECT count(*) FROM identity.password_reset_tokens)::int AS tokens`,
        )
      )[0];
    const before = await counts();
    const res = await t.call(path, undefined, { raw, ip: ip() });
    // The platform's input guard answers before the DTO (identity's own e-mail check would say
    // 'The Email field must be a valid email address' if the guard were ever bypassed).
    expectValidation(res, 'The email field contains a lone UTF-16 surrogate (not valid text)');
    expect(res.body.error).toEqual({ email: ['The email field contains a lone UTF-16 surrogate (not valid text)'] });
    expect(await counts()).toEqual(before);
  });

  it('answers an unknown path with 10404 in the envelope', async () => {
    const res = await t.call('member/no-such-call', {});
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: false, result: null, code: 10404 });
    const get = await fetch(`${t.url}/api/member/sign-in`);
    expect(get.status).toBe(404);
    expect(await get.json()).toMatchObject({ code: 10404 });
  });

  it('refuses wrong types with 10002', async () => {
    expectValidation(await register({ name: 12345 }), 'The Name field must be text');
    expectValidation(await register({ email: ['a@b.co'] }));
    expectValidation(await register({ password: 12345678 }), 'The Password field must be text');
    expectValidation(await register({ user_type: 'alien' }), 'The User type field must be one of: man, woman');
    expectValidation(await register({ captcha: { token: 'x' } }), 'Please confirm that you are not a robot');
    expectValidation(await t.call('member/sign-in', { email: 'a@b.co', password: 'x', remember_me: 'maybe' }), 'The Remember me field must be true or false');
    expectMissing(await t.call('member/sign-in', { email: 'a@b.co' }), 'The Password field is required');
    expectValidation(await t.call('member/sign-in', { email: 'a@b.co', password: 'p'.repeat(37) }), 'Password cannot contain more than 36 characters');
  });

  it('checks the name: 3 to 30, letters, digits and spaces, no Cyrillic', async () => {
    expectValidation(await register({ name: 'Анна' }), 'Name must not contain Cyrillic letters');
    expectValidation(await register({ name: 'John Іван' }), 'Name must not contain Cyrillic letters');
    expectValidation(await register({ name: 'John!' }), 'Name may contain only letters, digits and spaces');
    expectValidation(await register({ name: 'ab' }), 'Name must contain at least 3 characters');
    expectValidation(await register({ name: '' }), 'The Name field is required');
    expect((await register({ name: 'abc' })).body.status).toBe(true);
    expect((await register({ name: 'N'.repeat(30) })).body.status).toBe(true);
    expectValidation(await register({ name: 'N'.repeat(31) }), 'Name cannot contain more than 30 characters');
  });

  it('checks the password (6 to 36) and the e-mail (valid, max 100)', async () => {
    expectValidation(await register({ password: '12345' }), 'Password must contain at least 6 characters');
    expect((await register({ password: '123456' })).body.status).toBe(true);
    expect((await register({ password: 'p'.repeat(36) })).body.status).toBe(true);
    expectValidation(await register({ password: 'p'.repeat(37) }), 'Password cannot contain more than 36 characters');
    expectValidation(await register({ email: 'no-at-sign' }), 'The Email field must be a valid email address');
    const hundred = `u${seq}${'a'.repeat(64)}`.slice(0, 64) + `@${'b'.repeat(31)}.com`;
    expect(hundred).toHaveLength(100);
    expect((await register({ email: hundred })).body.status).toBe(true);
    expectValidation(await register({ email: `${'a'.repeat(64)}@${'b'.repeat(32)}.com` }), 'Email cannot contain more than 100 characters');
  });

  it("takes only an address the site's form takes: no look-alike of another (accents either way, invisible or full-width letters, quotes)", async () => {
    const name = `alike${seq}`;
    expect((await register({ email: `${name}@example.com` })).body.status).toBe(true);
    for (const lookAlike of [
      `${name}\u00e9@example.com`,
      `${name}e\u0301@example.com`,
      `${name.slice(0, 2)}\u200b${name.slice(2)}@example.com`,
      `\uff41${name.slice(1)}@example.com`,
      `${name.replace('a', '\u03b1')}@example.com`,
      `"${name}"@example.com`,
    ]) {
      expectValidation(await register({ email: lookAlike }), 'The Email field must be a valid email address');
      expectValidation(await signIn(lookAlike, 'secret-1'), 'The Email field must be a valid email address');
    }
  });
});

describe('demo seed', () => {
  it('creates one staff account per role and seven members, once', async () => {
    const first = await seedIdentityDemo(t.db);
    // The all-in-one process passes its app instead of the database.
    const second = await seedIdentityDemo(t.app);
    expect(second).toEqual(first);
    for (const s of first) expect(s.id).toMatch(/^[1-9]\d*$/);
    expect(first.filter((s) => s.kind === 'staff').map((s) => s.role)).toEqual(['admin', 'finance', 'site_moderator', 'agency_moderator']);
    expect(first.filter((s) => s.role === 'man')).toHaveLength(3);
    expect(first.filter((s) => s.role === 'woman')).toHaveLength(4);
    const [{ n }] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM identity.members WHERE email LIKE '%@demo.local'`);
    expect(n).toBe(7);
    // Members came through the registration path: one MemberRegistered each in the outbox.
    const men = first.filter((s) => s.role === 'man').map((s) => s.id);
    const [{ registered: events }] = await t.db.query<{ registered: number }>(
      `SELECT count(*)::int AS registered FROM identity.outbox WHERE type = 'identity.v1.MemberRegistered' AND key = ANY($1::text[])`,
      [men],
    );
    expect(events).toBe(3);
    const anna = await signIn('anna@demo.local', 'demo-password');
    expect(anna.body.result).toMatchObject({ user_type: 'woman' });
    const admin = await signInStaff(t.site, { email: 'admin@demo.local', password: 'demo-password', ip: ip() });
    expect(admin.staff.role).toBe('admin');
    const agency = await signInStaff(t.site, { email: 'agency.moderator@demo.local', password: 'demo-password', ip: ip() });
    expect(agency.staff.agency_id).toBe('agency-1');
  });
});

describe('events', () => {
  it('writes every change with its events to identity.outbox and publishes them on identity.members.v1', async () => {
    const m = await registered({ name: 'Event Man' });
    const memberId = String(m.user_id);
    await t.call('user/settings/set-one', { sound_chat: 'off' }, { token: m.access_token });
    await t.call('user/settings/change-member-password', { new_password: 'changed-1', new_password_repeat: 'changed-1' }, { token: m.access_token });
    // Its only session is the one the change was made in: nothing ended; signing out ends it.
    await t.call('member/sign-out', {}, { token: m.access_token });
    await t.call('member/sign-out', {}, { token: m.access_token });

    const rows = await t.db.query<{ type: string; key: string; topic: string; published_at: Date | null }>(
      `SELECT type, key, topic, published_at FROM identity.outbox WHERE key = $1 ORDER BY id`,
      [memberId],
    );
    expect(rows.map((r) => r.type)).toEqual([
      'identity.v1.MemberRegistered',
      'identity.v1.MemberSignedIn',
      'identity.v1.MemberSettingsChanged',
      'identity.v1.PasswordChanged',
      'identity.v1.MemberSessionsEnded',
    ]);
    expect(rows.every((r) => r.topic === IDENTITY_MEMBERS_TOPIC)).toBe(true);

    const deadline = Date.now() + 10_000;
    const mine = () => published.filter((p) => p.key === memberId);
    while (mine().length < 5 && Date.now() < deadline) await sleep(20);
    const envelopes: EventEnvelope[] = mine().map((p) => decodeEnvelope(p.value));
    expect(envelopes.map((e) => e.type)).toEqual(rows.map((r) => r.type));
    expect(envelopes.map((e) => Number(e.streamVersion))).toEqual([1, 2, 3, 4, 5]);
    for (const e of envelopes) {
      expect(e.streamId).toBe(memberId);
      expect(e.actor).toBe(`member:${memberId}`);
      expect(e.schemaVersion).toBe(1);
      expect(e.eventId).toMatch(/^[0-9a-f-]{36}$/);
    }
    const registeredEvent = fromBinary(MemberRegisteredSchema, envelopes[0]!.payload);
    expect(registeredEvent).toMatchObject({ memberId, userType: 'man', name: 'Event Man', email: m.email });
    expect(Number(registeredEvent.registeredAtMs)).toBeGreaterThan(Date.now() - 60_000);
    expect(fromBinary(MemberSignedInSchema, envelopes[1]!.payload)).toMatchObject({ memberId, sessionId: claimsOf(m.access_token).sid });
    const settings = fromBinary(MemberSettingsChangedSchema, envelopes[2]!.payload);
    expect(settings.settings).toMatchObject({ sound_chat: 'off', sound: 'on' });
    expect(Object.keys(settings.settings)).toHaveLength(SETTING_KEYS.length);
    expect(fromBinary(PasswordChangedSchema, envelopes[3]!.payload)).toMatchObject({ memberId, via: 'settings' });
    expect(fromBinary(MemberSessionsEndedSchema, envelopes[4]!.payload)).toMatchObject({
      memberId,
      sessionIds: [claimsOf(m.access_token).sid],
      reason: 'sign-out',
    });

    // Everything written so far (reset included) has left the outbox.
    const reset = published.map((p) => decodeEnvelope(p.value)).filter((e) => e.type === 'identity.v1.PasswordChanged');
    expect(reset.map((e) => fromBinary(PasswordChangedSchema, e.payload).via)).toContain('reset');
    const ended = published.map((p) => decodeEnvelope(p.value)).filter((e) => e.type === 'identity.v1.MemberSessionsEnded');
    expect(ended.map((e) => fromBinary(MemberSessionsEndedSchema, e.payload).reason)).toContain('password-reset');
    while (Date.now() < deadline) {
      const [{ n }] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM identity.outbox WHERE published_at IS NULL`);
      if (n === 0) break;
      await sleep(20);
    }
    const [{ n }] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM identity.outbox WHERE published_at IS NULL`);
    expect(n).toBe(0);
    // The envelope bytes decode with the platform schema too.
    expect(fromBinary(EventEnvelopeSchema, published[0]!.value).type).toMatch(/^identity\.v1\./);
  });
});
