import type { Sql, StaffRole, UserType } from '@dating/platform';
import type { Language } from '@dating/rules';
import { normalizeEmail } from '../../domain/email.js';

/** What sign-in and password reset read of a member. */
export interface MemberAccount {
  id: string;
  name: string;
  email: string;
  userType: UserType;
  passwordHash: string;
  blockedAt: Date | null;
  /** The interface language the member site last told (e-mails are written in it). */
  language: Language;
}

/** What staff sign-in reads of a back-office account. */
export interface StaffAccount {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  agencyId: string | null;
  passwordHash: string;
  disabledAt: Date | null;
  /** The TOTP secret, sealed by TotpSecrets; null until the second factor is enrolled. */
  totpSecretEnc: string | null;
}

// E-mail lookups are case-insensitive: the unique indexes are on lower(email).

export async function findMemberByEmail(sql: Sql, email: string): Promise<MemberAccount | null> {
  const [row] = await sql.query<MemberAccount>(
    `SELECT id, name, email, user_type AS "userType", password_hash AS "passwordHash", blocked_at AS "blockedAt", language
       FROM identity.members WHERE lower(email) = $1`,
    [normalizeEmail(email)],
  );
  return row ?? null;
}

export async function findStaffByEmail(sql: Sql, email: string): Promise<StaffAccount | null> {
  const [row] = await sql.query<StaffAccount>(
    `SELECT id, name, email, role, agency_id AS "agencyId", password_hash AS "passwordHash", disabled_at AS "disabledAt",
            totp_secret_enc AS "totpSecretEnc"
       FROM identity.staff WHERE lower(email) = $1`,
    [normalizeEmail(email)],
  );
  return row ?? null;
}

export async function memberEmailTaken(sql: Sql, email: string): Promise<boolean> {
  return (await sql.query(`SELECT 1 FROM identity.members WHERE lower(email) = $1`, [normalizeEmail(email)])).length > 0;
}
