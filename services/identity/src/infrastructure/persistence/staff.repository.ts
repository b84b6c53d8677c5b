import type { Sql, StaffRole } from '@dating/platform';
import { IdentityError } from '../../domain/identity-errors.js';
import { hashPassword } from '../passwords.js';
import { isUniqueViolation } from './unique-violation.js';

export interface NewStaff {
  email: string;
  name: string;
  role: StaffRole;
  /** Required for an agency moderator, refused for every other role. */
  agencyId?: string | null;
  password: string;
}

/**
 * Staff changes and agency assignments take this lock in turn (in the caller's transaction): an
 * agency's last moderator cannot be disabled while a lady is being given that agency, nor the
 * reverse, and two admins cannot remove each other at once.
 */
export async function lockStaffChanges(tx: Sql): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('identity.staff-changes'))`);
}

/** Whether an active agency moderator other than `except` works for the agency (agencies exist through their moderators). */
export async function agencyHasModerator(tx: Sql, agencyId: string, except: string | null = null): Promise<boolean> {
  const rows = await tx.query(
    `SELECT 1 FROM identity.staff WHERE role = 'agency_moderator' AND agency_id = $1 AND disabled_at IS NULL AND ($2::bigint IS NULL OR id <> $2::bigint) LIMIT 1`,
    [agencyId, except],
  );
  return rows.length > 0;
}

/** Whether some member (a lady) belongs to the agency. */
export async function agencyHasLadies(tx: Sql, agencyId: string): Promise<boolean> {
  return (await tx.query(`SELECT 1 FROM identity.members WHERE agency_id = $1 LIMIT 1`, [agencyId])).length > 0;
}

/** Creates a back-office account; returns its id. A taken e-mail (any case) is IDENTITY.STAFF_EMAIL_TAKEN. */
export async function createStaff(sql: Sql, input: NewStaff): Promise<string> {
  checkAgencyBinding(input);
  return insertStaff(sql, { ...input, passwordHash: await hashPassword(input.password) });
}

function checkAgencyBinding(input: Pick<NewStaff, 'role' | 'agencyId'>): void {
  if ((input.role === 'agency_moderator') !== ((input.agencyId ?? null) !== null)) throw new IdentityError('IDENTITY.STAFF_AGENCY_MISMATCH');
}

/** Inserts an account whose password is hashed already (in the caller's transaction); returns its id. */
export async function insertStaff(sql: Sql, input: Omit<NewStaff, 'password'> & { passwordHash: string }): Promise<string> {
  checkAgencyBinding(input);
  const agencyId = input.agencyId ?? null;
  const passwordHash = input.passwordHash;
  try {
    const [row] = await sql.query<{ id: string }>(
      `INSERT INTO identity.staff (email, name, role, agency_id, password_hash) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [input.email.trim(), input.name, input.role, agencyId, passwordHash],
    );
    return String(row!.id);
  } catch (err) {
    if (isUniqueViolation(err)) throw new IdentityError('IDENTITY.STAFF_EMAIL_TAKEN');
    throw err;
  }
}
