import { Command } from '@nestjs/cqrs';

/** The member's status line, shown on their profile to members. */
export class UpdateStatusCommand extends Command<{ status: string }> {
  constructor(
    readonly memberId: string,
    readonly status: string,
  ) {
    super();
  }
}
