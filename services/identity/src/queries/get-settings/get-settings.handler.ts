import { Inject, Injectable } from '@nestjs/common';
import type { MemberPrincipal, ServiceDatabase } from '@dating/platform';
import { effectiveSettings, type MemberSettings } from '../../domain/settings.js';
import { IDENTITY_DB } from '../../identity.tokens.js';
import { storedSettings } from '../../infrastructure/persistence/member-settings.repository.js';

/** Every settings flag of the member, 'on' or 'off' (defaults 'on'). */
@Injectable()
export class GetSettingsHandler {
  constructor(@Inject(IDENTITY_DB) private readonly db: ServiceDatabase) {}

  async execute(member: MemberPrincipal): Promise<MemberSettings> {
    return effectiveSettings(await storedSettings(this.db.dataSource.manager, member.id), member.userType);
  }
}
