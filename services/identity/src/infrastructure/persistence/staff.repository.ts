import { SiteError, type StaffRole } from '@dating/platform';
import type { DataSource } from 'typeorm';
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

/** Creates a back-office account; returns its id. A taken e-mail (any case) is 10027. */
export async function createStaff(dataSource: DataSource, input: NewStaff): Promise<string> {
  const agencyId = input.agencyId ?? null;
  if ((input.role === 'agency_moderator') !== (agencyId !== null)) {
    throw new SiteError(10002, 'An agency moderator needs an agency; other roles have none');
  }
  const passwordHash = await hashPassword(input.password);
  try {
    const [row]: { id: string }[] = await dataSource.query(
      `INSERT INTO identity.staff (email, name, role, agency_id, password_hash) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [input.email.trim(), input.name, input.role, agencyId, passwordHash],
    );
    return String(row!.id);
  } catch (err) {
    if (isUniqueViolation(err)) throw new SiteError(10027, 'This e-mail address is already used by a staff account');
    throw err;
  }
}
