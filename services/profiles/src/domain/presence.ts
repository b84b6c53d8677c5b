/**
 * Online presence. The chat service will say who is connected (MemberWentOnline/Offline feed
 * `connectedAt`); until it does, and for members without a chat connection, a member counts as
 * online for a while after their last activity on the site (`lastActiveAt`, written at most once
 * a minute per member).
 */
export const PRESENCE = {
  /** A member is online this long after their last activity. */
  onlineWindowMs: 5 * 60_000,
  /** Activity is written at most this often per member. */
  touchEveryMs: 60_000,
} as const;

export interface PresenceState {
  connectedAt: Date | null;
  lastActiveAt: Date | null;
}

export function isOnline(state: PresenceState, now: Date = new Date()): boolean {
  if (state.connectedAt) return true;
  return !!state.lastActiveAt && now.getTime() - state.lastActiveAt.getTime() < PRESENCE.onlineWindowMs;
}
