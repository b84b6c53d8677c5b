import type { Sql, StaffRole } from '@dating/platform';
import { hashRecoveryCode, normalizeRecoveryCode } from '../../domain/recovery-codes.js';
import type { StaffView } from '../../domain/staff-access.js';

/** A staff row as the second-factor steps read it, locked for the rest of the transaction. */
export interface StaffSecondFactor {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  agencyId: string | null;
  disabledAt: Date | null;
  totpSecretEnc: string | null;
  /** The last TOTP time step accepted: a code of this step or an earlier one is refused. */
  totpLastStep: number | null;
}

export async function lockStaff(tx: Sql, staffId: string): Promise<StaffSecondFactor | null> {
  const [row] = await tx.query<{
    id: string;
    name: string;
    email: string;
    role: StaffRole;
    agency_id: string | null;
    disabled_at: Date | null;
    totp_secret_enc: string | null;
    totp_last_step: string | null;
  }>(`SELECT id, name, email, role, agency_id, disabled_at, totp_secret_enc, totp_last_step FROM identity.staff WHERE id = $1 FOR UPDATE`, [staffId]);
  if (!row) return null;
  return {
    id: String(row.id),
    name: row.name,
    email: row.email,
    role: row.role,
    agencyId: row.agency_id,
    disabledAt: row.disabled_at,
    totpSecretEnc: row.totp_secret_enc,
    totpLastStep: row.totp_last_step === null ? null : Number(row.totp_last_step),
  };
}

export function staffView(staff: Pick<StaffSecondFactor, 'id' | 'name' | 'email' | 'role' | 'agencyId'>): StaffView {
  return { id: Number(staff.id), name: staff.name, email: staff.email, role: staff.role, agency_id: staff.agencyId };
}

/** Stores an enrolment (the sealed secret, its first accepted step) and replaces the recovery codes. */
export async function enrollSecondFactor(tx: Sql, staffId: string, sealedSecret: string, step: number, recoveryCodes: readonly string[]): Promise<void> {
  await tx.query(`UPDATE identity.staff SET totp_secret_enc = $2, totp_enrolled_at = now(), totp_last_step = $3, updated_at = now() WHERE id = $1`, [
    staffId,
    sealedSecret,
    step,
  ]);
  await tx.query(`DELETE FROM identity.staff_recovery_codes WHERE staff_id = $1`, [staffId]);
  await tx.query(`INSERT INTO identity.staff_recovery_codes (staff_id, code_hash) SELECT $1, unnest($2::text[])`, [
    staffId,
    recoveryCodes.map((c) => hashRecoveryCode(staffId, c)),
  ]);
}

/** Removes the second factor (an admin's reset): the next sign-in enrolls a new one. */
export async function resetSecondFactor(tx: Sql, staffId: string): Promise<void> {
  await tx.query(`UPDATE identity.staff SET totp_secret_enc = NULL, totp_enrolled_at = NULL, totp_last_step = NULL, updated_at = now() WHERE id = $1`, [
    staffId,
  ]);
  await tx.query(`DELETE FROM identity.staff_recovery_codes WHERE staff_id = $1`, [staffId]);
}

export async function acceptTotpStep(tx: Sql, staffId: string, step: number): Promise<void> {
  await tx.query(`UPDATE identity.staff SET totp_last_step = $2 WHERE id = $1`, [staffId, step]);
}

/** Spends a recovery code; false when it is not one of her unused codes. */
export async function useRecoveryCode(tx: Sql, staffId: string, code: string): Promise<boolean> {
  if (normalizeRecoveryCode(code) === null) return false;
  const rows = await tx.query<{ staff_id: string }>(
    `WITH used AS (UPDATE identity.staff_recovery_codes SET used_at = now() WHERE staff_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING staff_id)
     SELECT staff_id FROM used`,
    [staffId, hashRecoveryCode(staffId, code)],
  );
  return rows.length === 1;
}
