import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { StaffSession } from '../auth/session';
import {
  initialLoginState,
  type LoginEvent,
  loginReducer,
  type LoginState,
  normalizeRecoveryCode,
  normalizeTotp,
  TICKET_TTL_MS,
  ticketExpired,
} from './login-machine';

const session: StaffSession = {
  access_token: 'tok',
  expires_at: '2030-01-01T00:00:00Z',
  staff: { id: 1, name: 'Ada', email: 'ada@demo.local', role: 'admin', agency_id: null },
};
const codes = Array.from({ length: 10 }, (_, i) => `code-${i}`);

const run = (events: LoginEvent[], from: LoginState = initialLoginState) => events.reduce(loginReducer, from);
const toEnroll: LoginEvent[] = [
  { type: 'submit', email: 'ada@demo.local' },
  { type: 'signed-in', answer: { step: 'enroll', ticket: 't1', secret: 'ABC', otpauth_url: 'otpauth://totp/x' }, at: 1000 },
];
const toVerify: LoginEvent[] = [
  { type: 'submit', email: 'ada@demo.local' },
  { type: 'signed-in', answer: { step: 'verify', ticket: 't2' }, at: 1000 },
];

describe('the staff sign-in machine', () => {
  it('starts at the credentials, idle', () => {
    expect(initialLoginState).toEqual({ step: 'credentials', email: '', busy: false });
  });

  it('goes to the enrolment when no TOTP is enrolled yet, keeping ticket, secret and URL', () => {
    expect(run(toEnroll)).toEqual({
      step: 'enroll',
      email: 'ada@demo.local',
      ticket: 't1',
      secret: 'ABC',
      otpauthUrl: 'otpauth://totp/x',
      issuedAt: 1000,
      busy: false,
    });
  });

  it('goes to the verification with a TOTP code when enrolled', () => {
    expect(run(toVerify)).toMatchObject({ step: 'verify', ticket: 't2', mode: 'totp', busy: false });
  });

  it('shows the recovery codes after the enrolment, and continues only once they are saved', () => {
    const shown = run([...toEnroll, { type: 'submit' }, { type: 'enrolled', answer: { ...session, recovery_codes: codes } }]);
    expect(shown).toEqual({ step: 'recovery-codes', codes, session, saved: false });
    expect(loginReducer(shown, { type: 'finish' })).toBe(shown);
    const saved = loginReducer(shown, { type: 'codes-saved', saved: true });
    expect(loginReducer(saved, { type: 'finish' })).toEqual({ step: 'done', session });
    expect(loginReducer(loginReducer(saved, { type: 'codes-saved', saved: false }), { type: 'finish' })).toMatchObject({ step: 'recovery-codes' });
  });

  it('is done after a verified code', () => {
    expect(run([...toVerify, { type: 'submit' }, { type: 'verified', session }])).toEqual({ step: 'done', session });
  });

  it('switches between the TOTP code and a recovery code, clearing the error', () => {
    const failed = run([...toVerify, { type: 'failed', error: new HttpError('wrong', 401, {}) }]);
    expect(failed).toMatchObject({ error: { key: 'admin.login.errors.code' } });
    const recovery = loginReducer(failed, { type: 'toggle-recovery' });
    expect(recovery).toMatchObject({ mode: 'recovery', error: undefined });
    expect(loginReducer(recovery, { type: 'failed', error: new HttpError('wrong', 401, {}) })).toMatchObject({ error: { key: 'admin.login.errors.recovery' } });
    expect(loginReducer(recovery, { type: 'toggle-recovery' })).toMatchObject({ mode: 'totp' });
  });

  it.each([
    [401, 'admin.login.errors.credentials'],
    [400, 'admin.login.errors.credentials'],
    [403, 'admin.login.errors.credentials'],
    [500, 'admin.login.errors.generic'],
    [0, 'admin.login.errors.network'],
    [429, 'admin.login.errors.throttled'],
  ])('a sign-in answered %i says %s and stays', (status, key) => {
    const state = run([
      { type: 'submit', email: 'a@b.c' },
      { type: 'failed', error: new HttpError('x', status, {}) },
    ]);
    expect(state).toMatchObject({ step: 'credentials', email: 'a@b.c', busy: false, error: { key } });
  });

  it('tells how long to wait when the server says so', () => {
    const state = run([
      { type: 'submit', email: 'a@b.c' },
      { type: 'failed', error: new HttpError('x', 429, { retry_after_seconds: 125 }) },
    ]);
    expect(state).toMatchObject({ error: { key: 'admin.login.errors.throttled_minutes', options: { smart_count: 3 } } });
  });

  it('keeps a code step on a wrong code, and starts again when the ticket is gone or the account refused', () => {
    expect(run([...toEnroll, { type: 'submit' }, { type: 'failed', error: new HttpError('x', 401, {}) }])).toMatchObject({
      step: 'enroll',
      busy: false,
      error: { key: 'admin.login.errors.code' },
    });
    expect(run([...toEnroll, { type: 'failed', error: new HttpError('x', 410, {}) }])).toMatchObject({
      step: 'credentials',
      email: 'ada@demo.local',
      error: { key: 'admin.login.errors.ticket_expired' },
    });
    expect(run([...toVerify, { type: 'failed', error: new HttpError('x', 403, {}) }])).toMatchObject({ step: 'credentials' });
  });

  it('starts again when the server says the ticket is gone (401, its message), and tells a reused code apart', () => {
    const gone = new HttpError('This sign-in has expired or was already used. Please sign in again', 401, {
      message: 'This sign-in has expired or was already used. Please sign in again',
    });
    expect(run([...toVerify, { type: 'failed', error: gone }])).toMatchObject({ step: 'credentials', error: { key: 'admin.login.errors.ticket_expired' } });
    const reused = new HttpError('x', 401, { message: 'This code was already used. Wait for the next code of your authenticator app' });
    expect(run([...toVerify, { type: 'failed', error: reused }])).toMatchObject({ step: 'verify', error: { key: 'admin.login.errors.code_reused' } });
  });

  it('knows when a ticket is past its 5 minutes', () => {
    const state = run(toVerify);
    expect(ticketExpired(state, 1000 + TICKET_TTL_MS - 1)).toBe(false);
    expect(ticketExpired(state, 1000 + TICKET_TTL_MS)).toBe(true);
    expect(ticketExpired(initialLoginState, Number.MAX_SAFE_INTEGER)).toBe(false);
  });

  it('starts again from any step, keeping the e-mail', () => {
    expect(run([...toVerify, { type: 'restart', error: { key: 'k' } }])).toEqual({
      step: 'credentials',
      email: 'ada@demo.local',
      busy: false,
      error: { key: 'k' },
    });
  });

  it('ignores events that do not belong to the step', () => {
    const verify = run(toVerify);
    expect(loginReducer(verify, { type: 'enrolled', answer: { ...session, recovery_codes: codes } })).toBe(verify);
    expect(loginReducer(initialLoginState, { type: 'verified', session })).toBe(initialLoginState);
    expect(loginReducer(initialLoginState, { type: 'toggle-recovery' })).toBe(initialLoginState);
    const done = run([...toVerify, { type: 'verified', session }]);
    expect(loginReducer(done, { type: 'failed', error: new Error('late') })).toBe(done);
  });
});

describe('code input', () => {
  it('accepts six digits, spaces ignored', () => {
    expect(normalizeTotp('123456')).toBe('123456');
    expect(normalizeTotp(' 123 456 ')).toBe('123456');
    expect(normalizeTotp('12345')).toBeNull();
    expect(normalizeTotp('12345a')).toBeNull();
    expect(normalizeTotp('1234567')).toBeNull();
  });

  it('accepts a trimmed recovery code of sane length', () => {
    expect(normalizeRecoveryCode('  abcd-efgh ')).toBe('abcd-efgh');
    expect(normalizeRecoveryCode('ab')).toBeNull();
    expect(normalizeRecoveryCode('x'.repeat(65))).toBeNull();
  });
});
