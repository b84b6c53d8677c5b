import { Command } from '@nestjs/cqrs';
import type { MemberPrincipal } from '@dating/platform';
import type { Language } from '@dating/rules';

/** A member's interface language (the member site tells it at sign-in and at each switch); her e-mails are written in it. */
export class SetLanguageCommand extends Command<{ language: Language }> {
  constructor(
    readonly member: MemberPrincipal,
    readonly language: Language,
  ) {
    super();
  }
}
