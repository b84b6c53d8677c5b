import { Inject, Injectable } from '@nestjs/common';
import { SiteError, type MemberPrincipal, type ServiceDatabase } from '@dating/platform';
import { MemberSettingsChangedEvent } from '../../contracts/identity-events.js';
import { applySettingsChange, effectiveSettings, parseSettingsChange, type MemberSettings } from '../../domain/settings.js';
import { actorOf } from '../../domain/subject.js';
import { IDENTITY_DB } from '../../identity.tokens.js';
import { appendMemberEvents, event } from '../../infrastructure/persistence/member-events.js';
import { saveSettings, storedSettings } from '../../infrastructure/persistence/member-settings.repository.js';

/**
 * `user/settings/set-one`: one or more known flags, each 'on' or 'off'. A woman's visual flags
 * stay on whatever she sends. The result and MemberSettingsChanged (every flag) commit together.
 */
@Injectable()
export class ChangeSettingsHandler {
  constructor(@Inject(IDENTITY_DB) private readonly db: ServiceDatabase) {}

  async execute(member: MemberPrincipal, body: unknown): Promise<MemberSettings> {
    const parsed = parseSettingsChange(body);
    if (!parsed.ok) throw new SiteError(10002, parsed.message, parsed.field ? { [parsed.field]: [parsed.message] } : undefined);
    const settings = await this.db.dataSource.transaction(async (m) => {
      // The settings row (created when missing) is locked: concurrent changes of one member apply in turn.
      await m.query(`INSERT INTO identity.member_settings (member_id) VALUES ($1) ON CONFLICT (member_id) DO NOTHING`, [member.id]);
      const current = effectiveSettings(await storedSettings(m, member.id, true), member.userType);
      const next = applySettingsChange(current, parsed.change, member.userType);
      await saveSettings(m, member.id, next);
      await appendMemberEvents(m, member.id, actorOf(member), [event(MemberSettingsChangedEvent, { memberId: member.id, settings: next })]);
      return next;
    });
    this.db.relay.kick();
    return settings;
  }
}
