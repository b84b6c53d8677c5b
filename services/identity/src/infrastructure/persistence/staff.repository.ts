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
