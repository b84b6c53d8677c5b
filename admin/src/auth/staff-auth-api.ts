import { HttpError } from 'react-admin';
import { accessToken, type Staff, type StaffSession } from './session';

/** The admin API's base path (the back office and the API share the origin). */
export const API_URL = '/admin-api';

export type SignInAnswer = { step: 'enroll'; ticket: string; secret: string; otpauth_url: string } | { step: 'verify'; ticket: string };
export type EnrollAnswer = StaffSession & { recovery_codes: string[] };

/** A JSON request to the staff auth routes; failures become react-admin `HttpError`s (status, body). */
async function call<T>(path: string, init: { method?: string; body?: unknown; token?: string | null } = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  let res: Response;
  try {
    res = await fetch(`${API_URL}/auth/${path}`, {
      method: init.method ?? 'POST',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
    });
  } catch {
    throw new HttpError('network', 0, null);
  }
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!res.ok) {
    const message = (json as { message?: unknown } | null)?.message;
    throw new HttpError(typeof message === 'string' ? message : res.statusText, res.status, json);
  }
  return json as T;
}

export const staffAuthApi = {
  signIn: (email: string, password: string) => call<SignInAnswer>('sign-in', { body: { email, password } }),
  enroll: (ticket: string, code: string) => call<EnrollAnswer>('enroll', { body: { ticket, code } }),
  verify: (ticket: string, secret: { code: string } | { recovery_code: string }) => call<StaffSession>('verify', { body: { ticket, ...secret } }),
  me: () => call<{ staff: Staff }>('me', { method: 'GET', token: accessToken() }),
  signOut: (token: string) => call<{ signed_out: true }>('sign-out', { token }),
};

export type StaffAuthApi = typeof staffAuthApi;
