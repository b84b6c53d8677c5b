import type { DynamicModule } from '@nestjs/common';
import type { ServiceDb } from '@dating/platform';
import { eventually } from '@dating/platform/testing';
import { type NewTestMember, type ProfilesTestApp, startProfilesTestApp } from '@dating/profiles/testing';
import { MailModule } from '../mail.module.js';
import type { MailOptions } from '../mail.options.js';
import { MAIL_DB } from '../mail.tokens.js';

export interface MailTestApp extends ProfilesTestApp {
  mail: ServiceDb;
  /** Registers a member (identity's MemberRegistered) and waits until mail knows them. Answers the token. */
  member(member: NewTestMember): Promise<string>;
}

/**
 * mail beside profiles (the member directory, the members' sex and names through ProfileOpened) on
 * the kernel's test app; `with` hosts billing's module so letters charge through the real ledger.
 * The dispatch and unsent-letters jobs do not tick by themselves unless `options.dispatchTickMs` or
 * `options.unsentLetterTickMs` says so (tests call tick() and LetterDelivery's deliverUnsent()).
 */
export async function startMailTestApp(options: { with?: DynamicModule[]; mail?: Partial<MailOptions> } = {}): Promise<MailTestApp> {
  const t = await startProfilesTestApp({
    with: [MailModule.register({ dispatchTickMs: 3_600_000, unsentLetterTickMs: 3_600_000, ...options.mail }), ...(options.with ?? [])],
  });
  const mail = t.app.get<ServiceDb>(MAIL_DB, { strict: false });
  const member = async (m: NewTestMember) => {
    const token = await t.register(m);
    const rows = await eventually(
      () => mail.query(`SELECT 1 FROM mail.members WHERE member_id = $1`, [String(m.id)]),
      (r) => r.length > 0,
    );
    if (!rows.length) throw new Error(`mail did not learn member ${m.id}`);
    return token;
  };
  return Object.assign(t, { mail, member });
}

export { eventually };
