import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { newRecoveryCodes } from '../../domain/recovery-codes.js';
import { verifyTotp } from '../../domain/totp.js';
import { TotpSecrets } from '../../infrastructure/auth/totp-secrets.js';
import { enrollSecondFactor } from '../../infrastructure/persistence/staff-second-factor.js';
import { StaffSecondFactorStep } from '../staff-sign-in/second-factor-step.js';
import { EnrollStaffSecondFactorCommand, type StaffEnrolled } from './enroll-staff-second-factor.command.js';

/**
 * Enrolls the secret the ticket carries once a code proves the app has it, with 10 new recovery
 * codes (answered once, stored hashed), and opens the session. A ticket of an account that got
 * enrolled meanwhile (another sign-in) is no longer good.
 */
@CommandHandler(EnrollStaffSecondFactorCommand)
export class EnrollStaffSecondFactorHandler implements ICommandHandler<EnrollStaffSecondFactorCommand> {
  constructor(
    @Inject(StaffSecondFactorStep) private readonly step: StaffSecondFactorStep,
    @Inject(TotpSecrets) private readonly secrets: TotpSecrets,
  ) {}

  execute({ ticket, code, client }: EnrollStaffSecondFactorCommand): Promise<StaffEnrolled> {
    return this.step.complete<{ recovery_codes: string[] }>(ticket, 'enroll', client, async (tx, t, staff) => {
      const secret = t.pendingSecretEnc === null ? null : this.secrets.open(staff.id, t.pendingSecretEnc);
      // Enrolled meanwhile by another sign-in (or reset and sealed with another key): this ticket is done.
      if (staff.totpSecretEnc !== null || secret === null) return { refuse: 'IDENTITY.TICKET_INVALID' };
      const verdict = verifyTotp(secret, code, Date.now(), null);
      if (!verdict.ok) return { refuse: 'IDENTITY.CODE_WRONG' };
      const recoveryCodes = newRecoveryCodes();
      await enrollSecondFactor(tx, staff.id, t.pendingSecretEnc!, verdict.step, recoveryCodes);
      return { extra: { recovery_codes: recoveryCodes } };
    });
  }
}
