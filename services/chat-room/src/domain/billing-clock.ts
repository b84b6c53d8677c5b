/**
 * The billing clock of a chat session, pure: minute n (1-based) is due once `n` whole minutes have
 * passed since the start. The server decides; a client's timer never counts.
 */
export interface BillingClock {
  startedAtMs: number;
  minuteMs: number;
  minutesCharged: number;
}

/** How many minutes are due now and not yet charged (0 when none). */
export function minutesDue(clock: BillingClock, nowMs: number): number {
  const elapsed = Math.floor(Math.max(0, nowMs - clock.startedAtMs) / clock.minuteMs);
  return Math.max(0, elapsed - clock.minutesCharged);
}

/** When the next minute after `minutesCharged` falls due. */
export function nextMinuteAt(clock: BillingClock): number {
  return clock.startedAtMs + (clock.minutesCharged + 1) * clock.minuteMs;
}

/** Why a session stops; the socket event of the same name tells both members. */
export type StopReason = 'lowBalance' | 'userOffline' | 'ended' | 'paymentError';

/** Which member ended a chat (socket `endChat`). */
export type EndedBy = 'man' | 'woman';

/**
 * Whether the minute in progress is paid when the session stops: every started minute is, when a
 * member ends the chat or the man has left (else ending each chat just before its minute ran out
 * and writing again made the whole conversation free). A session's first minute is paid from its
 * first second, unless the lady ended it (he has her reply: ending each chat right after her answer
 * and writing again made the conversation free); a later one but for its first few seconds (the
 * lesser of 5 s and a tenth of a minute: a chat ended right as a minute turned). A minute he could
 * not use is given back: the lady left, he could not pay, or billing failed.
 */
export function startedMinutePaid(clock: BillingClock, stop: { reason: StopReason; manLeft: boolean; endedBy?: EndedBy }, nowMs: number): boolean {
  if (stop.reason !== 'ended' && !(stop.reason === 'userOffline' && stop.manLeft)) return false;
  if (clock.minutesCharged === 0 && !(stop.reason === 'ended' && stop.endedBy === 'woman')) return true;
  const intoMinute = nowMs - (clock.startedAtMs + clock.minutesCharged * clock.minuteMs);
  return intoMinute >= startedMinuteFreeMs(clock.minuteMs);
}

/** How long a started minute is free when the chat stops: the lesser of 5 s and a tenth of a minute. */
export const startedMinuteFreeMs = (minuteMs: number) => Math.min(5_000, minuteMs / 10);

/** Whether a member gone since `offlineSinceMs` has been away longer than the grace. */
export function goneTooLong(offlineSinceMs: number | null, graceMs: number, nowMs: number): boolean {
  return offlineSinceMs !== null && nowMs - offlineSinceMs >= graceMs;
}

/** The idempotency key of minute n's capture, as the ledger documents it. */
export const minuteChargeKey = (sessionId: string, minute: number) => `chat:${sessionId}:m${minute}`;

/** The idempotency key of the hold that reserves minute n; a live cam minute's (video_chat) ends in `v`. */
export const minuteHoldKey = (sessionId: string, minute: number, video = false) => `chat:${sessionId}:h${minute}${video ? 'v' : ''}`;

/**
 * The idempotency key of giving back the one extra hold of minute n: its text hold replaced by the
 * video hold when the camera went on within it, or that video hold when the session stopped meanwhile.
 */
export const spareReleaseKey = (sessionId: string, minute: number) => `chat:${sessionId}:x${minute}`;

/** The idempotency key of releasing the hold of minute n (the session stopped within it). */
export const minuteReleaseKey = (sessionId: string, minute: number) => `chat:${sessionId}:r${minute}`;
