import { Command } from '@nestjs/cqrs';
import type { ClientInfo } from '../../domain/client.js';
import type { StaffSignedIn } from '../staff-sign-in/second-factor-step.js';

export type StaffEnrolled = StaffSignedIn & { recovery_codes: string[] };

/** The enroll step: the first code of the authenticator app that took the secret of the ticket. */
export class EnrollStaffSecondFactorCommand extends Command<StaffEnrolled> {
  constructor(
    readonly ticket: string,
    readonly code: string,
    readonly client: ClientInfo,
  ) {
    super();
  }
}
