import { Inject, Injectable } from '@nestjs/common';
import { SiteError, type ServiceDatabase, type StaffRole } from '@dating/platform';
import { IDENTITY_MESSAGES } from '../../domain/member-rules.js';
import { signInAccount } from '../../domain/sign-in-throttle.js';
import type { Subject } from '../../domain/subject.js';
import { IDENTITY_DB } from '../../identity.tokens.js';
import { AccessTokens } from '../../infrastructure/auth/access-tokens.js';
import { PasswordVerifier } from '../../infrastructure/passwords.js';
import { findStaffByEmail } from '../../infrastructure/persistence/members.repository.js';
import { openSession, type ClientInfo } from '../../infrastructure/persistence/sessions.repository.js';
import { SignInThrottle } from '../../infrastructure/persistence/sign-in-throttle.store.js';
import type { SignInDto } from '../sign-in/sign-in.dto.js';

/** The answer of `staff/sign-in`: a site access token whose principal is staff. */
export interface StaffSignInResult {
  access_token: string;
  staff_id: number;
  role: StaffRole;
  agency_id: string | null;
  name: string;
}

/** Back-office sign-in: the same rules and throttle as members (counted before the password check), keyed "staff:<e-mail>". */
@Injectable()
export class StaffSignInHandler {
  constructor(
    @Inject(IDENTITY_DB) private readonly db: ServiceDatabase,
    @Inject(SignInThrottle) private readonly throttle: SignInThrottle,
    @Inject(AccessTokens) private readonly tokens: AccessTokens,
    @Inject(PasswordVerifier) private readonly passwords: PasswordVerifier,
  ) {}

  async execute(dto: SignInDto, client: ClientInfo): Promise<StaffSignInResult> {
    const attempt = await this.throttle.begin(signInAccount('staff', dto.email), client.ip);

    const staff = await findStaffByEmail(this.db.dataSource.manager, dto.email);
    const passwordOk = await this.passwords.check(staff?.passwordHash ?? null, dto.password);
    // A wrong password keeps its counted attempt: that is the failure.
    if (!staff || !passwordOk) throw new SiteError(10003, IDENTITY_MESSAGES.loginFailed);
    if (staff.disabledAt) {
      await this.throttle.succeeded(this.db.dataSource.manager, attempt);
      throw new SiteError(10003, IDENTITY_MESSAGES.accountBlocked, undefined, 403);
    }

    const subject: Subject = { kind: 'staff', id: staff.id };
    const sessionId = await this.db.dataSource.transaction(async (m) => {
      await this.throttle.succeeded(m, attempt);
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
