import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ServiceDb } from '@dating/platform';
import { IdentityError } from '../../domain/identity-errors.js';
import { signInAccount } from '../../domain/sign-in-throttle.js';
import { newTotpSecret, otpauthUrl } from '../../domain/totp.js';
import { IDENTITY_DB } from '../../identity.tokens.js';
import { TotpSecrets } from '../../infrastructure/auth/totp-secrets.js';
import { PasswordVerifier } from '../../infrastructure/passwords.js';
import { findStaffByEmail } from '../../infrastructure/persistence/members.repository.js';
import { SignInThrottle } from '../../infrastructure/persistence/sign-in-throttle.store.js';
import { issueTicket } from '../../infrastructure/persistence/staff-sign-in-tickets.js';
import { StaffSignInCommand, type StaffSignInStep } from './staff-sign-in.command.js';

/**
 * The password step of a staff sign-in. Counted by the sign-in throttle before the password is
 * checked (key "staff:<e-mail>"), like a member's; a right password does not give the slots back
 * yet: the ticket keeps them until the second factor passes, so an attacker who knows a password
 * is throttled at both steps. Without an enrolled second factor the answer carries a new secret
 * to enroll (sealed in the ticket until a code proves the app has it).
 */
@CommandHandler(StaffSignInCommand)
export class StaffSignInHandler implements ICommandHandler<StaffSignInCommand> {
  constructor(
    @Inject(IDENTITY_DB) private readonly db: ServiceDb,
    @Inject(SignInThrottle) private readonly throttle: SignInThrottle,
    @Inject(PasswordVerifier) private readonly passwords: PasswordVerifier,
    @Inject(TotpSecrets) private readonly secrets: TotpSecrets,
  ) {}

  async execute({ email, password, client }: StaffSignInCommand): Promise<StaffSignInStep> {
    const attempt = await this.throttle.begin(signInAccount('staff', email), client.ip);

    const staff = await findStaffByEmail(this.db, email);
    const passwordOk = await this.passwords.check(staff?.passwordHash ?? null, password);
    // A wrong password keeps its counted attempt: that is the failure.
    if (!staff || !passwordOk) throw new IdentityError('IDENTITY.LOGIN_FAILED');
    if (staff.disabledAt) {
      await this.throttle.succeeded(this.db, attempt);
      throw new IdentityError('IDENTITY.ACCOUNT_BLOCKED');
    }

    if (staff.totpSecretEnc !== null) {
      if (this.secrets.open(staff.id, staff.totpSecretEnc) === null) {
        await this.throttle.succeeded(this.db, attempt);
        throw new IdentityError('IDENTITY.SECOND_FACTOR_UNREADABLE');
      }
      const ticket = await this.db.transaction((tx) => issueTicket(tx, { staffId: staff.id, step: 'verify', pendingSecretEnc: null, hitIds: attempt.hitIds }));
      return { step: 'verify', ticket };
    }

    const secret = newTotpSecret();
    const ticket = await this.db.transaction((tx) =>
      issueTicket(tx, { staffId: staff.id, step: 'enroll', pendingSecretEnc: this.secrets.seal(staff.id, secret), hitIds: attempt.hitIds }),
    );
    return { step: 'enroll', ticket, secret, otpauth_url: otpauthUrl(staff.email, secret) };
  }
}
