/**
 * The rules of staff access (docs/admin-api.md, "Staff access"): staff sign in with a password and
 * then a second factor; a session ends after STAFF_IDLE_MINUTES without a request.
 */
export const STAFF_ACCESS = {
  /** A sign-in ticket (between the password and the code) lives 5 minutes and is used once. */
  ticketSeconds: 5 * 60,
  /** Wrong codes a ticket takes before it is spent (each also counts against the sign-in throttle). */
  ticketMaxWrongCodes: 5,
  /** The longest a staff session lives, however busy: one working day. */
  sessionHours: 12,
  /** Default of STAFF_IDLE_MINUTES. */
  idleMinutes: 30,
  /** A session's last request is written at most once a minute (half the idle time when that is shorter), so reads stay cheap. */
  lastSeenResolutionSeconds: 60,
} as const;

/**
 * How often a staff session's last request is written, and how long an open staff session is
 * believed from the cache: a minute, or half the idle time when that is shorter, so a session in
 * use is always seen in use before it could idle out.
 */
export function staffSessionRefreshSeconds(idleMinutes: number): number {
  return Math.min(STAFF_ACCESS.lastSeenResolutionSeconds, Math.floor((idleMinutes * 60) / 2));
}

/** Staff passwords set in the back office (demo and test accounts are made in code). */
export const STAFF_PASSWORD = { min: 10, max: 128 } as const;

/** What a sign-in step answers and the back office shows. */
export interface StaffView {
  id: number;
  name: string;
  email: string;
  role: string;
  agency_id: string | null;
}
