import { Inject, Injectable } from '@nestjs/common';
import { SiteError, type ServiceDatabase, type StaffRole } from '@dating/platform';
import { normalizeEmail } from '../../domain/email.js';
import { IDENTITY_MESSAGES } from '../../domain/member-rules.js';
import type { Subject } from '../../domain/subject.js';
import { IDENTITY_DB } from '../../identity.tokens.js';
import { AccessTokens } from '../../infrastructure/auth/access-tokens.js';
import { PasswordVerifier } from '../../infrastructure/passwords.js';
import { findStaffByEmail } from '../../infrastructure/persistence/members.repository.js';
import { openSession, type ClientInfo } from '../../infrastructure/persistence/sessions.repository.js';
import { clearAccountFailures, SignInThrottleStore } from '../../infrastructure/persistence/sign-in-throttle.store.js';
import type { SignInDto } from '../sign-in/sign-in.dto.js';

/** The answer of `staff/sign-in`: a site access token whose principal is staff. */
export interface StaffSignInResult {
  access_token: string;
  staff_id: number;
  role: StaffRole;
  agency_id: string | null;
  name: string;
}

/** Back-office sign-in: the same rules and throttle as members, keyed "staff:<e-mail>". */
@Injectable()
export class StaffSignInHandler {
  constructor(
    @Inject(IDENTITY_DB) private readonly db: ServiceDatabase,
    @Inject(SignInThrottleStore) private readonly throttle: SignInThrottleStore,
    @Inject(AccessTokens) private readonly tokens: AccessTokens,
    @Inject(PasswordVerifier) private readonly passwords: PasswordVerifier,
  ) {}

  async execute(dto: SignInDto, client: ClientInfo): Promise<StaffSignInResult> {
    const keys = { account: `staff:${normalizeEmail(dto.email)}`, ip: client.ip };
    await this.throttle.assertAllowed(keys);

    const staff = await findStaffByEmail(this.db.dataSource.manager, dto.email);
    const passwordOk = await this.passwords.check(staff?.passwordHash ?? null, dto.password);
    if (!staff || !passwordOk) {
      await this.throttle.recordFailure(keys);
      throw new SiteError(10003, IDENTITY_MESSAGES.loginFailed);
    }
    if (staff.disabledAt) throw new SiteError(10003, IDENTITY_MESSAGES.accountBlocked, undefined, 403);

    const subject: Subject = { kind: 'staff', id: staff.id };
    const sessionId = await this.db.dataSource.transaction(async (m) => {
      await clearAccountFailures(m, keys.account);
      await m.query(`UPDATE identity.staff SET last_sign_in_at = now() WHERE id = $1`, [staff.id]);
      return openSession(m, subject, { ...client, rememberMe: dto.remember_me ?? false });
    });
    return {
      access_token: await this.tokens.issue(subject, sessionId),
      staff_id: Number(staff.id),
      role: staff.role,
      agency_id: staff.agencyId,
      name: staff.name,
    };
  }
}
