import { Command } from '@nestjs/cqrs';

/** Sets a new password from the token of an e-mailed reset link. */
export class ResetPasswordCommand extends Command<true> {
  constructor(
    readonly token: string,
    readonly password: string,
  ) {
    super();
  }
}
