import type { IdentityErrorCode } from './identity-errors.js';

export type AgencyDecision =
  | { ok: true; change: false }
  | { ok: true; change: true; agencyId: string | null }
  | { ok: false; code: Extract<IdentityErrorCode, 'IDENTITY.AGENCY_WOMEN_ONLY' | 'IDENTITY.AGENCY_ADMIN_ONLY'> };

/**
 * Whether a member's agency changes. `requested` undefined leaves it as it is (react-admin sends
 * the whole record back: the same agency is no change); an empty value takes her out of it. Only
 * women belong to agencies, and only an admin assigns them: the agency moderator's scope follows.
 */
export function decideAgency(member: { userType: string; agencyId: string | null }, requested: string | null | undefined, actorRole: string): AgencyDecision {
  if (requested === undefined) return { ok: true, change: false };
  const next = requested === null || requested.trim() === '' ? null : requested.trim();
  if (next === member.agencyId) return { ok: true, change: false };
  if (actorRole !== 'admin') return { ok: false, code: 'IDENTITY.AGENCY_ADMIN_ONLY' };
  if (next !== null && member.userType !== 'woman') return { ok: false, code: 'IDENTITY.AGENCY_WOMEN_ONLY' };
  return { ok: true, change: true, agencyId: next };
}
