import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ServiceDb } from '@dating/platform';
import { MemberSettingsChangedEvent } from '../../contracts/identity-events.js';
import { applySettingsChange, effectiveSettings, type MemberSettings } from '../../domain/settings.js';
import { actorOf } from '../../domain/subject.js';
import { IDENTITY_DB } from '../../identity.tokens.js';
import { appendMemberEvents, event } from '../../infrastructure/persistence/member-events.js';
import { saveSettings, storedSettings } from '../../infrastructure/persistence/member-settings.repository.js';
import { ChangeSettingsCommand } from './change-settings.command.js';

/** A woman's visual flags stay on whatever she sends. The result and MemberSettingsChanged (every flag) commit together. */
@CommandHandler(ChangeSettingsCommand)
export class ChangeSettingsHandler implements ICommandHandler<ChangeSettingsCommand> {
  constructor(@Inject(IDENTITY_DB) private readonly db: ServiceDb) {}

  execute({ member, change }: ChangeSettingsCommand): Promise<MemberSettings> {
    return this.db.transaction(async (tx) => {
      // The settings row (created when missing) is locked: concurrent changes of one member apply in turn.
      await tx.query(`INSERT INTO identity.member_settings (member_id) VALUES ($1) ON CONFLICT (member_id) DO NOTHING`, [member.id]);
      const current = effectiveSettings(await storedSettings(tx, member.id, true), member.userType);
      const next = applySettingsChange(current, change, member.userType);
      await saveSettings(tx, member.id, next);
      await appendMemberEvents(tx, member.id, actorOf(member), [event(MemberSettingsChangedEvent, { memberId: member.id, settings: next })]);
      return next;
    });
  }
}
