/**
 * Online presence, as one instant: a member is online until `onlineUntil`. Activity on the site
 * (written at most once a minute per member) keeps them online for five minutes after it; the
 * chat service's connections (MemberWentOnline/Offline, through the presence port) set it to
 * "for as long as connected" (infinity) and back to now. One column and one index answer every
 * online question (the filter, the online lists, the count).
 */
export const PRESENCE = {
  /** A member is online this long after their last activity. */
  onlineWindowMs: 5 * 60_000,
  /** Activity is written at most this often per member. */
  touchEveryMs: 60_000,
} as const;

export interface PresenceState {
  /** Online until this instant; null: never seen. A chat connection is "until further notice" (the far future). */
  onlineUntil: Date | null;
}

export function isOnline(state: PresenceState, now: Date = new Date()): boolean {
  return !!state.onlineUntil && state.onlineUntil.getTime() > now.getTime();
}

/** Until when activity at `at` keeps a member online. */
export function onlineAfterActivity(at: Date): Date {
  return new Date(at.getTime() + PRESENCE.onlineWindowMs);
}
