import { Command } from '@nestjs/cqrs';
import type { StaffActor } from '@dating/platform';

/** An admin changes one site setting (`PUT /admin-api/site-settings/:key` with `value`); answers the setting record. */
export class UpdateSiteSettingCommand extends Command<Record<string, unknown>> {
  constructor(
    readonly key: string,
    readonly value: unknown,
    readonly actor: StaffActor,
  ) {
    super();
  }
}
