import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { verifyTotp } from '../../domain/totp.js';
import { TotpSecrets } from '../../infrastructure/auth/totp-secrets.js';
import { acceptTotpStep, useRecoveryCode } from '../../infrastructure/persistence/staff-second-factor.js';
import { StaffSecondFactorStep, type StaffSignedIn } from '../staff-sign-in/second-factor-step.js';
import { VerifyStaffSecondFactorCommand } from './verify-staff-second-factor.command.js';

/**
 * Checks the enrolled second factor: a TOTP code one step either side of now and later than the
 * last one accepted (a code works once), or an unused recovery code (spent by its use).
 */
@CommandHandler(VerifyStaffSecondFactorCommand)
export class VerifyStaffSecondFactorHandler implements ICommandHandler<VerifyStaffSecondFactorCommand> {
  constructor(
    @Inject(StaffSecondFactorStep) private readonly step: StaffSecondFactorStep,
    @Inject(TotpSecrets) private readonly secrets: TotpSecrets,
  ) {}

  execute({ ticket, proof, client }: VerifyStaffSecondFactorCommand): Promise<StaffSignedIn> {
    return this.step.complete(ticket, 'verify', client, async (tx, _ticket, staff) => {
      if ('recoveryCode' in proof) {
        return (await useRecoveryCode(tx, staff.id, proof.recoveryCode)) ? { extra: {} } : { refuse: 'IDENTITY.RECOVERY_CODE_WRONG' };
      }
      const secret = staff.totpSecretEnc === null ? null : this.secrets.open(staff.id, staff.totpSecretEnc);
      // Reset by an admin after the password step: that ticket is of no use any more.
      if (secret === null) return { refuse: 'IDENTITY.TICKET_INVALID' };
      const verdict = verifyTotp(secret, proof.code, Date.now(), staff.totpLastStep);
      if (!verdict.ok) return { refuse: verdict.reason === 'reused' ? 'IDENTITY.CODE_REUSED' : 'IDENTITY.CODE_WRONG' };
      await acceptTotpStep(tx, staff.id, verdict.step);
      return { extra: {} };
    });
  }
}
