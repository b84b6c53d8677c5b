/**
 * How presence reaches profiles. The chat service will publish MemberWentOnline/MemberWentOffline
 * from its socket connections; a reaction in profiles then calls `wentOnline` / `wentOffline`.
 * Until then, and for members without a chat connection, site activity counts
 * (`recordActivity`, at most one write a minute per member): a member is online for five minutes
 * after it. Profiles answers `is_online` from both; nobody else sets it, and never the client.
 */
export interface PresenceRecorder {
  /** The member did something on the site (a profile request, a sign-in). */
  recordActivity(memberId: string, at?: Date): Promise<void>;
  /** The member's chat connection opened. */
  wentOnline(memberId: string, at?: Date): Promise<void>;
  /** The member's last chat connection closed. */
  wentOffline(memberId: string, at?: Date): Promise<void>;
}

export const PRESENCE_RECORDER = Symbol('PRESENCE_RECORDER');
