import type { IdentityErrorCode } from './identity-errors.js';

/** The longest ban reason kept. */
export const BAN_REASON_MAX = 500;

export interface MemberBanState {
  banned: boolean;
  banReason: string | null;
}

export type BanDecision =
  | { ok: true; change: 'ban' | 'unban' | 'reason' | 'none'; next: MemberBanState }
  | { ok: false; code: Extract<IdentityErrorCode, 'IDENTITY.INVALID_INPUT'>; message: string };

/**
 * A moderator bans or unbans a member (`banned`, `ban_reason` of the members resource). A ban needs
 * a reason; an unban clears it. Banning a banned member only changes the reason; anything else
 * that changes nothing is `none`.
 */
export function decideBan(current: MemberBanState, banned: boolean | undefined, reason: string | null | undefined): BanDecision {
  const wantBanned = banned ?? current.banned;
  const text = reason === undefined ? (wantBanned ? current.banReason : null) : reason?.trim() || null;
  if (wantBanned && !text) return { ok: false, code: 'IDENTITY.INVALID_INPUT', message: 'Give a ban_reason to ban a member' };
  const next: MemberBanState = { banned: wantBanned, banReason: wantBanned ? text : null };
  if (wantBanned && !current.banned) return { ok: true, change: 'ban', next };
  if (!wantBanned && current.banned) return { ok: true, change: 'unban', next };
  if (wantBanned && next.banReason !== current.banReason) return { ok: true, change: 'reason', next };
  return { ok: true, change: 'none', next };
}
