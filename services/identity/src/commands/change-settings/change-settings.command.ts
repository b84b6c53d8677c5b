import { Command } from '@nestjs/cqrs';
import type { MemberPrincipal } from '@dating/platform';
import type { MemberSettings, SettingsChange } from '../../domain/settings.js';

/** A member sets one or more settings flags; the answer is every flag after the change. */
export class ChangeSettingsCommand extends Command<MemberSettings> {
  constructor(
    readonly member: MemberPrincipal,
    readonly change: SettingsChange,
  ) {
    super();
  }
}
