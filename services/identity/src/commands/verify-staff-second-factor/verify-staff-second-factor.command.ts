import { Command } from '@nestjs/cqrs';
import type { ClientInfo } from '../../domain/client.js';
import type { StaffSignedIn } from '../staff-sign-in/second-factor-step.js';

/** The verify step: a code of the enrolled app, or one of the recovery codes. */
export class VerifyStaffSecondFactorCommand extends Command<StaffSignedIn> {
  constructor(
    readonly ticket: string,
    readonly proof: { code: string } | { recoveryCode: string },
    readonly client: ClientInfo,
  ) {
    super();
  }
}
