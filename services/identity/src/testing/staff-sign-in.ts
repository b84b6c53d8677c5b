import { setTimeout as sleep } from 'node:timers/promises';
import type { SiteClient } from '@dating/platform/testing';
import type { StaffView } from '../domain/staff-access.js';
import { timeStepAt, totpCode, TOTP } from '../domain/totp.js';

/** A known TOTP secret (base32, 20 bytes) for test staff accounts. */
export const TEST_STAFF_TOTP_SECRET = 'TESTSTAFFTOTPSECRETTESTSTAFF2345';

export interface StaffCredentials {
  email: string;
  password: string;
  /** The secret the account is enrolled with; not needed when it has none yet (it enrolls on the way). */
  totpSecret?: string;
  /** Sent as X-Forwarded-For, so tests keep their sign-in throttle counters apart. */
  ip?: string;
}

export interface StaffSession {
  /** The staff access token (`Authorization: Bearer ...`). */
  token: string;
  expiresAt: string;
  staff: StaffView;
  /** The secret the account is enrolled with now (the one given, or the one it just enrolled). */
  totpSecret: string;
  /** The 10 recovery codes, when this sign-in enrolled the account. */
  recoveryCodes?: string[];
}

type AdminAnswer<T> = { status: number; body: T };

/** The last step each account signed in with from this process, so signing it in again soon takes the next code instead of a used one. */
const usedSteps = new Map<string, number>();

/**
 * Signs a staff member in through the real flow of docs/admin-api.md: `POST /admin-api/auth/sign-in`,
 * then `enroll` with a code of the secret the answer carries (an account without a second factor),
 * or `verify` with a code of `totpSecret`. A code is used once per step, so a second sign-in of one
 * account within 30 seconds takes the next step's code (within the ±1 step window) or waits for it.
 * Throws with the server's answer when a step is refused.
 */
export async function signInStaff(site: SiteClient, credentials: StaffCredentials): Promise<StaffSession> {
  const headers = credentials.ip ? { ip: credentials.ip } : {};
  const first = await site.admin<{ step: 'enroll' | 'verify'; ticket: string; secret?: string }>('POST', 'auth/sign-in', {
    ...headers,
    body: { email: credentials.email, password: credentials.password },
  });
  if (first.status !== 200) throw new Error(`staff sign-in of ${credentials.email} refused: ${first.status} ${JSON.stringify(first.body)}`);

  if (first.body.step === 'enroll') {
    const secret = first.body.secret!;
    const step = await nextStep(credentials.email, secret);
    const res = await site.admin<{ access_token: string; expires_at: string; staff: StaffView; recovery_codes: string[] }>('POST', 'auth/enroll', {
      ...headers,
      body: { ticket: first.body.ticket, code: totpCode(secret, step * TOTP.periodSeconds * 1000) },
    });
    expectSignedIn(credentials.email, res);
    return { token: res.body.access_token, expiresAt: res.body.expires_at, staff: res.body.staff, totpSecret: secret, recoveryCodes: res.body.recovery_codes };
  }

  const secret = credentials.totpSecret;
  if (!secret) throw new Error(`${credentials.email} has a second factor: signInStaff needs its totpSecret`);
  for (let tries = 0; ; tries++) {
    const step = await nextStep(credentials.email, secret);
    const res = await site.admin<{ access_token: string; expires_at: string; staff: StaffView; code?: number; message?: string }>('POST', 'auth/verify', {
      ...headers,
      body: { ticket: first.body.ticket, code: totpCode(secret, step * TOTP.periodSeconds * 1000) },
    });
    // Another process used this step's code: the next one, once.
    if (res.status === 401 && /already used/.test(res.body.message ?? '') && tries === 0) continue;
    expectSignedIn(credentials.email, res);
    return { token: res.body.access_token, expiresAt: res.body.expires_at, staff: res.body.staff, totpSecret: secret };
  }
}

/** The first step after the last one this account used, waiting until it is within the server's window. */
async function nextStep(email: string, secret: string): Promise<number> {
  const key = `${email.trim().toLowerCase()}\n${secret}`;
  for (;;) {
    const now = timeStepAt(Date.now());
    const step = Math.max(now, (usedSteps.get(key) ?? -1) + 1);
    if (step <= now + TOTP.windowSteps) {
      usedSteps.set(key, step);
      return step;
    }
    await sleep((step - TOTP.windowSteps) * TOTP.periodSeconds * 1000 - Date.now() + 50);
  }
}

function expectSignedIn(email: string, res: AdminAnswer<{ access_token?: string }>): void {
  if (res.status !== 200 || !res.body.access_token) throw new Error(`second factor of ${email} refused: ${res.status} ${JSON.stringify(res.body)}`);
}
