import type { StaffRole } from '@dating/platform';
import type { IdentityErrorCode } from './identity-errors.js';

/** A back-office account as the staff resource changes it. */
export interface StaffState {
  id: string;
  name: string;
  role: StaffRole;
  agencyId: string | null;
  disabled: boolean;
  totpEnrolled: boolean;
}

/** What an admin asked to change; a missing field stays as it is. */
export interface StaffChange {
  name?: string;
  role?: StaffRole;
  agencyId?: string | null;
  disabled?: boolean;
  /** Only `false`: removes the second factor, so the next sign-in enrolls a new one. */
  totpEnrolled?: boolean;
}

export type StaffDecision =
  | { ok: true; next: StaffState; endSessions: boolean; resetSecondFactor: boolean; changed: boolean }
  | {
      ok: false;
      code: Extract<IdentityErrorCode, 'IDENTITY.STAFF_SELF_LOCKOUT' | 'IDENTITY.STAFF_AGENCY_MISMATCH' | 'IDENTITY.INVALID_INPUT'>;
      message?: string;
    };

/**
 * Decides a change of a staff account by an admin (`actorId`):
 * - an admin cannot disable or demote herself (so the last admin always stays one), nor remove
 *   her own second factor (another admin resets a lost one);
 * - an agency moderator has an agency, every other role has none;
 * - a second factor can be removed, never set here (the staff member enrolls her own);
 * - disabling, a new role or agency, or removing the second factor ends every session of the
 *   account at once (the next sign-in gets the new role, or enrolls again).
 */
export function decideStaffChange(actorId: string, current: StaffState, change: StaffChange): StaffDecision {
  if (change.totpEnrolled === true && !current.totpEnrolled) {
    return {
      ok: false,
      code: 'IDENTITY.INVALID_INPUT',
      message: 'A second factor is enrolled by its owner at sign-in; an admin can only remove it (totp_enrolled: false)',
    };
  }
  const next: StaffState = {
    id: current.id,
    name: change.name ?? current.name,
    role: change.role ?? current.role,
    agencyId: change.agencyId === undefined ? current.agencyId : change.agencyId,
    disabled: change.disabled ?? current.disabled,
    totpEnrolled: change.totpEnrolled === false ? false : current.totpEnrolled,
  };
  // A moderator who gets another role leaves her agency (a form sends the old agency_id back as it was).
  if (current.role === 'agency_moderator' && next.role !== 'agency_moderator' && next.agencyId === current.agencyId) next.agencyId = null;
  // Nor remove her own second factor: her next sign-in would enroll whoever holds her password.
  const ownSecondFactor = current.totpEnrolled && !next.totpEnrolled;
  if (actorId === current.id && ((next.disabled && !current.disabled) || next.role !== current.role || ownSecondFactor))
    return { ok: false, code: 'IDENTITY.STAFF_SELF_LOCKOUT' };
  if ((next.role === 'agency_moderator') !== (next.agencyId !== null)) return { ok: false, code: 'IDENTITY.STAFF_AGENCY_MISMATCH' };
  const resetSecondFactor = current.totpEnrolled && !next.totpEnrolled;
  const endSessions = (next.disabled && !current.disabled) || next.role !== current.role || next.agencyId !== current.agencyId || resetSecondFactor;
  const changed =
    next.name !== current.name || next.role !== current.role || next.agencyId !== current.agencyId || next.disabled !== current.disabled || resetSecondFactor;
  return { ok: true, next, endSessions, resetSecondFactor, changed };
}
