import type { StaffSession } from '../auth/session';
import type { EnrollAnswer, SignInAnswer } from '../auth/staff-auth-api';

/**
 * The staff sign-in as a pure state machine (docs/admin-api.md, "Staff access"):
 *
 *   credentials ──sign-in──▶ enroll ──code──▶ recovery-codes ──"I have saved them"──▶ done
 *        │                                                                        ▲
 *        └────────sign-in──▶ verify (6-digit code | recovery code) ──────────────┘
 *
 * A ticket is good for 5 minutes and one step; a step submitted later goes back to the start
 * with a message. Errors carry translation keys, so the page only renders.
 */
export const TICKET_TTL_MS = 5 * 60_000;

export interface LoginError {
  key: string;
  options?: Record<string, unknown>;
}

type Busy = { busy: boolean; error?: LoginError };

export type LoginState =
  | ({ step: 'credentials'; email: string } & Busy)
  | ({ step: 'enroll'; email: string; ticket: string; secret: string; otpauthUrl: string; issuedAt: number } & Busy)
  | ({ step: 'verify'; email: string; ticket: string; issuedAt: number; mode: 'totp' | 'recovery' } & Busy)
  | { step: 'recovery-codes'; codes: string[]; session: StaffSession; saved: boolean }
  | { step: 'done'; session: StaffSession };

export type LoginEvent =
  | { type: 'submit'; email?: string }
  | { type: 'signed-in'; answer: SignInAnswer; at: number }
  | { type: 'enrolled'; answer: EnrollAnswer }
  | { type: 'verified'; session: StaffSession }
  | { type: 'failed'; error: unknown }
  | { type: 'invalid'; error: LoginError }
  | { type: 'toggle-recovery' }
  | { type: 'codes-saved'; saved: boolean }
  | { type: 'finish' }
  | { type: 'restart'; error?: LoginError };

export const initialLoginState: LoginState = { step: 'credentials', email: '', busy: false };

/** Whether the ticket of a code step is past its 5 minutes at `now`. */
export function ticketExpired(state: LoginState, now: number): boolean {
  return (state.step === 'enroll' || state.step === 'verify') && now - state.issuedAt >= TICKET_TTL_MS;
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** The server's own message (identity answers every failed second step with 401 and code 10003; the text says which). */
function serverMessage(error: unknown): string {
  const body = (error as { body?: { message?: unknown } } | null)?.body;
  const message = body?.message ?? (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : '';
}

function retryMinutes(error: unknown): number | undefined {
  const body = (error as { body?: { retry_after_seconds?: unknown } } | null)?.body;
  const seconds = body?.retry_after_seconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds / 60) : undefined;
}

/** The message for a failed request at this step; `restart` when the step can no longer go on (the ticket is gone). */
export function describeFailure(state: LoginState, error: unknown): { error: LoginError; restart: boolean } {
  const status = statusOf(error);
  if (status === 0) return { error: { key: 'admin.login.errors.network' }, restart: false };
  if (status === 429) {
    const minutes = retryMinutes(error);
    return {
      error: minutes ? { key: 'admin.login.errors.throttled_minutes', options: { smart_count: minutes } } : { key: 'admin.login.errors.throttled' },
      restart: false,
    };
  }
  if (state.step === 'credentials') {
    if (status !== undefined && status >= 400 && status < 500) return { error: { key: 'admin.login.errors.credentials' }, restart: false };
    return { error: { key: 'admin.login.errors.generic' }, restart: false };
  }
  // A code step: the ticket is gone (410) or the account can no longer sign in (403): start again.
  if (status === 410) return { error: { key: 'admin.login.errors.ticket_expired' }, restart: true };
  if (status === 403) return { error: { key: 'admin.login.errors.credentials' }, restart: true };
  if (status === 401 && /sign-?in has expired|sign in again/i.test(serverMessage(error)))
    return { error: { key: 'admin.login.errors.ticket_expired' }, restart: true };
  if (status === 401 && /already used\. wait/i.test(serverMessage(error))) return { error: { key: 'admin.login.errors.code_reused' }, restart: false };
  if (status === 400 || status === 401 || status === 422) {
    const recovery = state.step === 'verify' && state.mode === 'recovery';
    return { error: { key: recovery ? 'admin.login.errors.recovery' : 'admin.login.errors.code' }, restart: false };
  }
  return { error: { key: 'admin.login.errors.generic' }, restart: false };
}

export function loginReducer(state: LoginState, event: LoginEvent): LoginState {
  switch (event.type) {
    case 'submit':
      if (state.step === 'credentials') return { ...state, email: event.email ?? state.email, busy: true, error: undefined };
      if (state.step === 'enroll' || state.step === 'verify') return { ...state, busy: true, error: undefined };
      return state;

    case 'signed-in': {
      if (state.step !== 'credentials') return state;
      const { answer } = event;
      if (answer.step === 'enroll') {
        return {
          step: 'enroll',
          email: state.email,
          ticket: answer.ticket,
          secret: answer.secret,
          otpauthUrl: answer.otpauth_url,
          issuedAt: event.at,
          busy: false,
        };
      }
      return { step: 'verify', email: state.email, ticket: answer.ticket, issuedAt: event.at, mode: 'totp', busy: false };
    }

    case 'enrolled': {
      if (state.step !== 'enroll') return state;
      const { recovery_codes, ...session } = event.answer;
      return { step: 'recovery-codes', codes: recovery_codes, session, saved: false };
    }

    case 'verified':
      return state.step === 'verify' ? { step: 'done', session: event.session } : state;

    case 'failed': {
      if (state.step !== 'credentials' && state.step !== 'enroll' && state.step !== 'verify') return state;
      const { error, restart } = describeFailure(state, event.error);
      if (restart) return { step: 'credentials', email: state.email, busy: false, error };
      return { ...state, busy: false, error };
    }

    case 'invalid':
      if (state.step === 'credentials' || state.step === 'enroll' || state.step === 'verify') return { ...state, busy: false, error: event.error };
      return state;

    case 'toggle-recovery':
      return state.step === 'verify' ? { ...state, mode: state.mode === 'totp' ? 'recovery' : 'totp', error: undefined } : state;

    case 'codes-saved':
      return state.step === 'recovery-codes' ? { ...state, saved: event.saved } : state;

    case 'finish':
      return state.step === 'recovery-codes' && state.saved ? { step: 'done', session: state.session } : state;

    case 'restart':
      return { step: 'credentials', email: 'email' in state ? state.email : '', busy: false, error: event.error };
  }
}

/** What a code field accepts: the 6 digits (spaces ignored), or a recovery code (trimmed). */
export function normalizeTotp(input: string): string | null {
  const digits = input.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

export function normalizeRecoveryCode(input: string): string | null {
  const code = input.trim();
  return code.length >= 4 && code.length <= 64 ? code : null;
}
