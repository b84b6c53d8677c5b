import { isDeepStrictEqual } from 'node:util';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { encodeEvent, readAdminRecord, recordStaffAction, type ServiceDb } from '@dating/platform';
import { SiteSettingChangedEvent } from '../../contracts/identity-events.js';
import { IdentityError } from '../../domain/identity-errors.js';
import { checkSiteSetting } from '../../domain/site-settings.js';
import { IDENTITY_DB } from '../../identity.tokens.js';
import { IdentityAdminResources } from '../../infrastructure/admin-resources.js';
import { UpdateSiteSettingCommand } from './update-site-setting.command.js';

/**
 * Changes one site setting after checking the value against its type, with the audit record and
 * SiteSettingChanged (for services that apply a setting). The member site reads the new value with
 * its next `site/settings/get-all`. An unknown key is 10404:
 * settings are added by migrations, never by the back office.
 */
@CommandHandler(UpdateSiteSettingCommand)
export class UpdateSiteSettingHandler implements ICommandHandler<UpdateSiteSettingCommand> {
  constructor(
    @Inject(IDENTITY_DB) private readonly db: ServiceDb,
    @Inject(IdentityAdminResources) private readonly resources: IdentityAdminResources,
  ) {}

  execute({ key, value, actor }: UpdateSiteSettingCommand): Promise<Record<string, unknown>> {
    const spec = this.resources.get('site-settings');
    return this.db.transaction(async (tx) => {
      const [row] = await tx.query<{ value: unknown }>(`SELECT value FROM identity.site_settings WHERE key = $1 FOR UPDATE`, [key]);
      if (!row) throw new IdentityError('IDENTITY.NOT_FOUND');
      const checked = checkSiteSetting(key, value, row.value);
      if (!checked.ok) throw new IdentityError('IDENTITY.INVALID_INPUT', checked.message, { value: [checked.message] });
      const before = (await readAdminRecord(tx, spec, key))!;
      if (isDeepStrictEqual(checked.value, row.value)) return before;
      await tx.query(`UPDATE identity.site_settings SET value = $2::jsonb, updated_at = now(), updated_by = $3 WHERE key = $1`, [
        key,
        JSON.stringify(checked.value),
        `staff:${actor.staffId}`,
      ]);
      const after = (await readAdminRecord(tx, spec, key))!;
      await tx.publish([
        encodeEvent(
          SiteSettingChangedEvent,
          { key, valueJson: JSON.stringify(checked.value), staffId: actor.staffId },
          { streamId: key, actor: `staff:${actor.staffId}` },
        ),
      ]);
      await recordStaffAction(tx, 'identity', actor, { action: 'site-setting.update', resource: 'site-settings', recordId: key, before, after });
      return after;
    });
  }
}
