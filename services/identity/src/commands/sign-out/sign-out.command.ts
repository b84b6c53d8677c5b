import { Command } from '@nestjs/cqrs';
import type { Principal } from '@dating/platform';

/** Ends the caller's session (member or staff): its token is refused from the next request on. */
export class SignOutCommand extends Command<true> {
  constructor(readonly principal: Principal) {
    super();
  }
}
