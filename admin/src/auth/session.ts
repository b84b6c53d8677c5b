import type { StaffRole } from './permissions';

/** The signed-in staff member, as the admin API describes her (`staff` in docs/admin-api.md). */
export interface Staff {
  id: string | number;
  name: string;
  email: string;
  role: StaffRole;
  agency_id: string | number | null;
}

export interface StaffSession {
  access_token: string;
  expires_at?: string;
  staff: Staff;
}

const KEY = 'admin.session';
const EXPIRED_KEY = 'admin.session-expired';

/**
 * The staff session lives in localStorage, so every tab of the back office shares it and a reload
 * keeps it. The server ends it after 30 minutes without a request; the client learns that from a
 * 401 and then forgets it here (and tells the sign-in page why).
 */
export function readSession(): StaffSession | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const session = JSON.parse(raw) as StaffSession;
    return typeof session?.access_token === 'string' && session.staff ? session : null;
  } catch {
    return null;
  }
}

export function writeSession(session: StaffSession): void {
  localStorage.setItem(KEY, JSON.stringify(session));
  sessionStorage.removeItem(EXPIRED_KEY);
}

/** Updates the stored staff member (after `auth/me`), keeping the token. */
export function updateStaff(staff: Staff): void {
  const session = readSession();
  if (session) localStorage.setItem(KEY, JSON.stringify({ ...session, staff }));
}

/** Forgets the session; `expired` makes the sign-in page say that the session ran out. */
export function clearSession(reason?: 'expired'): void {
  localStorage.removeItem(KEY);
  if (reason === 'expired') sessionStorage.setItem(EXPIRED_KEY, '1');
}

/** Whether the last session ended because the server no longer knew it (until the next sign-in). */
export function sessionExpired(): boolean {
  return sessionStorage.getItem(EXPIRED_KEY) === '1';
}

export function accessToken(): string | null {
  return readSession()?.access_token ?? null;
}
