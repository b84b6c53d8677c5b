import { Command } from '@nestjs/cqrs';
import type { ClientInfo } from '../../domain/client.js';

/** The answer of the password step: enroll a second factor first, or verify the enrolled one. */
export type StaffSignInStep = { step: 'enroll'; ticket: string; secret: string; otpauth_url: string } | { step: 'verify'; ticket: string };

/** The first step of a staff sign-in: e-mail and password. A password alone never gives a token. */
export class StaffSignInCommand extends Command<StaffSignInStep> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly client: ClientInfo,
  ) {
    super();
  }
}
