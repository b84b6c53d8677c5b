import { Command } from '@nestjs/cqrs';
import type { ClientInfo } from '../../domain/client.js';

/** Forgot password: e-mail a reset link to `email` if a member has it. Always answers true. */
export class RequestPasswordResetCommand extends Command<true> {
  constructor(
    readonly email: string,
    readonly captcha: string,
    readonly client: ClientInfo,
  ) {
    super();
  }
}
