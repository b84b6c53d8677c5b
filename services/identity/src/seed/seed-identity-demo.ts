import type { INestApplicationContext } from '@nestjs/common';
import { DomainError, logger, ServiceDb, type StaffRole, type UserType } from '@dating/platform';
import { registerMember } from '../commands/register-member/register-member.js';
import { IDENTITY_DB } from '../identity.tokens.js';
import { findMemberByEmail, findStaffByEmail } from '../infrastructure/persistence/members.repository.js';
import { createStaff } from '../infrastructure/persistence/staff.repository.js';

export const DEMO_PASSWORD = 'demo-password';
export const DEMO_AGENCY_ID = 'agency-1';

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
  /** Where to sign in: the member site's `member/sign-in` or the back office's `staff/sign-in`. */
  signInPath: '/api/member/sign-in' | '/api/staff/sign-in';
}

const DEMO_STAFF: { email: string; name: string; role: StaffRole; agencyId?: string }[] = [
  { email: 'admin@demo.local', name: 'Demo Admin', role: 'admin' },
  { email: 'finance@demo.local', name: 'Demo Finance', role: 'finance' },
  { email: 'site.moderator@demo.local', name: 'Demo Site Moderator', role: 'site_moderator' },
  { email: 'agency.moderator@demo.local', name: 'Demo Agency Moderator', role: 'agency_moderator', agencyId: DEMO_AGENCY_ID },
];

const DEMO_MEMBERS: { email: string; name: string; userType: UserType }[] = [
  { email: 'john@demo.local', name: 'John', userType: 'man' },
  { email: 'mike@demo.local', name: 'Mike', userType: 'man' },
  { email: 'david@demo.local', name: 'David', userType: 'man' },
  { email: 'anna@demo.local', name: 'Anna', userType: 'woman' },
  { email: 'olga@demo.local', name: 'Olga', userType: 'woman' },
  { email: 'maria@demo.local', name: 'Maria', userType: 'woman' },
  { email: 'elena@demo.local', name: 'Elena', userType: 'woman' },
];

/**
 * Seeds the demo accounts of the embedded default: one staff account per role and three men and
 * four women, all with the password "demo-password". Members go through the registration path,
 * so their MemberRegistered events reach the outbox (billing opens the men's accounts from them).
 * Idempotent: accounts that exist are skipped. Returns every demo sign-in, for printing.
 *
 * Takes the identity database, or a running app that includes IdentityModule.
 */
export async function seedIdentityDemo(target: ServiceDb | INestApplicationContext): Promise<DemoSignIn[]> {
  const db = target instanceof ServiceDb ? target : target.get<ServiceDb>(IDENTITY_DB, { strict: false });
  const log = logger('identity-seed');
  const out: DemoSignIn[] = [];
  let created = 0;
  for (const s of DEMO_STAFF) {
    if (!(await findStaffByEmail(db, s.email))) {
      if (await ignoreDuplicate(createStaff(db, { ...s, password: DEMO_PASSWORD }))) created++;
    }
    const staff = await findStaffByEmail(db, s.email);
    out.push({ kind: 'staff', id: staff!.id, email: s.email, password: DEMO_PASSWORD, role: s.role, name: s.name, signInPath: '/api/staff/sign-in' });
  }
  for (const m of DEMO_MEMBERS) {
    if (!(await findMemberByEmail(db, m.email))) {
      const registration = registerMember(db, { name: m.name, email: m.email, password: DEMO_PASSWORD, userType: m.userType }, null);
      if (await ignoreDuplicate(registration)) created++;
    }
    const member = await findMemberByEmail(db, m.email);
    out.push({
      kind: 'member',
      id: member!.id,
      email: m.email,
      password: DEMO_PASSWORD,
      role: m.userType,
      name: m.name,
      signInPath: '/api/member/sign-in',
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
