import { Command } from '@nestjs/cqrs';
import type { MemberPrincipal } from '@dating/platform';

/** A signed-in member sets a new password. */
export class ChangePasswordCommand extends Command<true> {
  constructor(
    readonly member: MemberPrincipal,
    readonly newPassword: string,
  ) {
    super();
  }
}
