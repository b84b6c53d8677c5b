import type { INestApplicationContext } from '@nestjs/common';
import { DomainError, logger, ServiceDb, type Sql, type StaffRole, TokenSigner, type UserType } from '@dating/platform';
import { registerMember } from '../commands/register-member/register-member.js';
import { normalizeEmail } from '../domain/email.js';
import { isTotpSecret } from '../domain/totp.js';
import { IDENTITY_DB } from '../identity.tokens.js';
import { TotpSecrets } from '../infrastructure/auth/totp-secrets.js';
import { findMemberByEmail, findStaffByEmail } from '../infrastructure/persistence/members.repository.js';
import { enrollSecondFactor } from '../infrastructure/persistence/staff-second-factor.js';
import { createStaff } from '../infrastructure/persistence/staff.repository.js';

export const DEMO_PASSWORD = 'demo-password';
export const DEMO_AGENCY_ID = 'agency-1';

/**
 * The fixed TOTP secret (base32) of the demo staff accounts in the embedded default only, so a
 * newcomer adds it to an authenticator app once and signs in as any role. Never used in full mode.
 */
export const DEMO_STAFF_TOTP_SECRET = 'DEMOSTAFFTOTPSECRETDEMOSTAFF2345';

/**
 * Demo data of an older version registered members before the country and the agency were asked
 * for: fills in what is missing, keeps what is there.
 */
export async function fillDemoMemberDetails(db: Sql, email: string, details: { country: string | null; agencyId: string | null }): Promise<void> {
  await db.query(`UPDATE identity.members SET country = coalesce(country, $2), agency_id = coalesce(agency_id, $3) WHERE lower(email) = $1`, [
    normalizeEmail(email),
    details.country,
    details.agencyId,
  ]);
}

/** Demo members' ids by e-mail, in the order asked (undefined for an e-mail nobody registered). */
export async function demoMemberIds(db: Sql, emails: string[]): Promise<(string | undefined)[]> {
  const lower = emails.map((e) => e.toLowerCase());
  const rows = await db.query<{ id: string; email: string }>(
    `SELECT id::text AS id, lower(email) AS email FROM identity.members WHERE lower(email) = ANY($1::text[])`,
    [lower],
  );
  const idOf = new Map(rows.map((r) => [r.email, r.id]));
  return lower.map((e) => idOf.get(e));
}

export interface SeedIdentityDemoOptions {
  /**
   * Enrolls the demo staff accounts that have no second factor yet with this TOTP secret (the
   * embedded default passes DEMO_STAFF_TOTP_SECRET). Without it they enroll their own at the first
   * sign-in.
   */
  staffTotpSecret?: string | null;
  /** The token signer whose derived key seals the secret; taken from the app when one is given. */
  tokens?: TokenSigner;
}

/** One demo account, as printed for a newcomer. */
export interface DemoSignIn {
  kind: 'member' | 'staff';
  /** The member id (men's ids open their credit accounts) or the staff id. */
  id: string;
  email: string;
  password: string;
  /** "man" / "woman" for members, the staff role for staff. */
  role: UserType | StaffRole;
  name: string;
  /** Where to sign in: the member site's `member/sign-in` or the back office's staff sign-in. */
  signInPath: '/api/member/sign-in' | '/admin-api/auth/sign-in';
  /** Staff: the TOTP secret the account is enrolled with by the seed, or null (enrolls at first sign-in). */
  totpSecret: string | null;
}

const DEMO_STAFF: { email: string; name: string; role: StaffRole; agencyId?: string }[] = [
  { email: 'admin@demo.local', name: 'Demo Admin', role: 'admin' },
  { email: 'finance@demo.local', name: 'Demo Finance', role: 'finance' },
  { email: 'site.moderator@demo.local', name: 'Demo Site Moderator', role: 'site_moderator' },
  { email: 'agency.moderator@demo.local', name: 'Demo Agency Moderator', role: 'agency_moderator', agencyId: DEMO_AGENCY_ID },
];

/** The women belong to the demo agency (so its moderator sees them); every demo member has a country. */
const DEMO_MEMBERS: { email: string; name: string; userType: UserType; country: string; agencyId?: string }[] = [
  { email: 'john@demo.local', name: 'John', userType: 'man', country: 'US' },
  { email: 'mike@demo.local', name: 'Mike', userType: 'man', country: 'GB' },
  { email: 'david@demo.local', name: 'David', userType: 'man', country: 'CA' },
  { email: 'anna@demo.local', name: 'Anna', userType: 'woman', country: 'UA', agencyId: DEMO_AGENCY_ID },
  { email: 'olga@demo.local', name: 'Olga', userType: 'woman', country: 'UA', agencyId: DEMO_AGENCY_ID },
  { email: 'maria@demo.local', name: 'Maria', userType: 'woman', country: 'MD', agencyId: DEMO_AGENCY_ID },
  { email: 'elena@demo.local', name: 'Elena', userType: 'woman', country: 'KZ', agencyId: DEMO_AGENCY_ID },
];

/**
 * Seeds the demo accounts: one staff account per role and three men and four women (of the demo
 * agency), all with the password "demo-password". Members go through the registration path, so
 * their MemberRegistered events reach the outbox (billing opens the men's accounts from them).
 * With `staffTotpSecret` (the embedded default only) the staff accounts are enrolled with it.
 * Idempotent: accounts that exist are kept. Returns every demo sign-in, for printing.
 *
 * Takes the identity database, or a running app that includes IdentityModule.
 */
export async function seedIdentityDemo(target: ServiceDb | INestApplicationContext, options: SeedIdentityDemoOptions = {}): Promise<DemoSignIn[]> {
  const db = target instanceof ServiceDb ? target : target.get<ServiceDb>(IDENTITY_DB, { strict: false });
  const log = logger('identity-seed');
  const totpSecret = options.staffTotpSecret ?? null;
  if (totpSecret !== null && !isTotpSecret(totpSecret)) throw new Error('staffTotpSecret must be base32 of at least 16 bytes');
  const tokens = options.tokens ?? (target instanceof ServiceDb ? undefined : target.get(TokenSigner, { strict: false }));
  if (totpSecret !== null && !tokens) throw new Error('seedIdentityDemo needs the app (or options.tokens) to enroll the staff with a TOTP secret');
  const secrets = totpSecret === null ? null : new TotpSecrets(tokens!);
  const out: DemoSignIn[] = [];
  let created = 0;
  for (const s of DEMO_STAFF) {
    if (!(await findStaffByEmail(db, s.email))) {
      if (await ignoreDuplicate(createStaff(db, { ...s, password: DEMO_PASSWORD }))) created++;
    }
    const staff = (await findStaffByEmail(db, s.email))!;
    if (secrets && totpSecret && staff.totpSecretEnc === null) {
      // Enrolled with no recovery codes: the demo's secret is printed, and there is nothing to recover.
      await db.transaction((tx) => enrollSecondFactor(tx, staff.id, secrets.seal(staff.id, totpSecret), 0, []));
    }
    const enrolledWithDemoSecret = staff.totpSecretEnc === null ? totpSecret : secrets?.open(staff.id, staff.totpSecretEnc) === totpSecret ? totpSecret : null;
    out.push({
      kind: 'staff',
      id: staff.id,
      email: s.email,
      password: DEMO_PASSWORD,
      role: s.role,
      name: s.name,
      signInPath: '/admin-api/auth/sign-in',
      totpSecret: enrolledWithDemoSecret,
    });
  }
  for (const m of DEMO_MEMBERS) {
    if (!(await findMemberByEmail(db, m.email))) {
      const registration = registerMember(
        db,
        { name: m.name, email: m.email, password: DEMO_PASSWORD, userType: m.userType, country: m.country, agencyId: m.agencyId ?? null },
        null,
      );
      if (await ignoreDuplicate(registration)) created++;
    }
    await fillDemoMemberDetails(db, m.email, { country: m.country, agencyId: m.agencyId ?? null });
    const member = await findMemberByEmail(db, m.email);
    out.push({
      kind: 'member',
      id: member!.id,
      email: m.email,
      password: DEMO_PASSWORD,
      role: m.userType,
      name: m.name,
      signInPath: '/api/member/sign-in',
      totpSecret: null,
    });
  }
  if (created) log.info({ created }, 'identity demo accounts created');
  return out;
}

/** Another process seeding at the same moment created it first: that is fine. */
async function ignoreDuplicate(work: Promise<unknown>): Promise<boolean> {
  try {
    await work;
    return true;
  } catch (err) {
    if (err instanceof DomainError && (err.code === 'IDENTITY.EMAIL_TAKEN' || err.code === 'IDENTITY.STAFF_EMAIL_TAKEN')) return false;
    throw err;
  }
}
