import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ServiceDb } from '@dating/platform';
import type { MemberSettings } from '../../domain/settings.js';
import { actorOf } from '../../domain/subject.js';
import { IDENTITY_DB } from '../../identity.tokens.js';
import { changeSettings } from '../../infrastructure/persistence/member-settings.repository.js';
import { ChangeSettingsCommand } from './change-settings.command.js';

/** A woman's visual flags stay on whatever she sends. The result and MemberSettingsChanged (every flag) commit together. */
@CommandHandler(ChangeSettingsCommand)
export class ChangeSettingsHandler implements ICommandHandler<ChangeSettingsCommand> {
  constructor(@Inject(IDENTITY_DB) private readonly db: ServiceDb) {}

  execute({ member, change }: ChangeSettingsCommand): Promise<MemberSettings> {
    return changeSettings(this.db, member, change, actorOf(member));
  }
}
