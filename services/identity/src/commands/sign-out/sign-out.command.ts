import { Command } from '@nestjs/cqrs';

/** Ends the caller's session (member or staff): its token is refused from the next request on. */
export class SignOutCommand extends Command<true> {
  constructor(readonly sessionId: string) {
    super();
  }
}
