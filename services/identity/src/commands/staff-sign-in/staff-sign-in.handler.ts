import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ServiceDb } from '@dating/platform';
import { IdentityError } from '../../domain/identity-errors.js';
import { signInAccount } from '../../domain/sign-in-throttle.js';
import type { Subject } from '../../domain/subject.js';
import { IDENTITY_DB } from '../../identity.tokens.js';
import { AccessTokens } from '../../infrastructure/auth/access-tokens.js';
import { PasswordVerifier } from '../../infrastructure/passwords.js';
import { findStaffByEmail } from '../../infrastructure/persistence/members.repository.js';
import { openSession } from '../../infrastructure/persistence/sessions.repository.js';
import { SignInThrottle } from '../../infrastructure/persistence/sign-in-throttle.store.js';
import { StaffSignInCommand, type StaffSignInResult } from './staff-sign-in.command.js';

/** Back-office sign-in: the same rules and throttle as members (counted before the password check), keyed "staff:<e-mail>". */
@CommandHandler(StaffSignInCommand)
export class StaffSignInHandler implements ICommandHandler<StaffSignInCommand> {
  constructor(
    @Inject(IDENTITY_DB) private readonly db: ServiceDb,
    @Inject(SignInThrottle) private readonly throttle: SignInThrottle,
    @Inject(AccessTokens) private readonly tokens: AccessTokens,
    @Inject(PasswordVerifier) private readonly passwords: PasswordVerifier,
  ) {}

  async execute({ email, password, rememberMe, client }: StaffSignInCommand): Promise<StaffSignInResult> {
    const attempt = await this.throttle.begin(signInAccount('staff', email), client.ip);

    const staff = await findStaffByEmail(this.db, email);
    const passwordOk = await this.passwords.check(staff?.passwordHash ?? null, password);
    // A wrong password keeps its counted attempt: that is the failure.
    if (!staff || !passwordOk) throw new IdentityError('IDENTITY.LOGIN_FAILED');
    if (staff.disabledAt) {
      await this.throttle.succeeded(this.db, attempt);
      throw new IdentityError('IDENTITY.ACCOUNT_BLOCKED');
    }

    const subject: Subject = { kind: 'staff', id: staff.id };
    const sessionId = await this.db.transaction(async (tx) => {
      await this.throttle.succeeded(tx, attempt);
      await tx.query(`UPDATE identity.staff SET last_sign_in_at = now() WHERE id = $1`, [staff.id]);
      return openSession(tx, subject, { ...client, rememberMe });
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
