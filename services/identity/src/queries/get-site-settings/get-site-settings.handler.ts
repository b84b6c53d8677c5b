import { Inject, Injectable } from '@nestjs/common';
import type { ServiceDatabase } from '@dating/platform';
import { IDENTITY_DB } from '../../identity.tokens.js';

/**
 * The public site configuration: one key per row of `identity.site_settings` (seeded with the
 * spec's values, editable by admins later), e.g. captcha_interval, registration_tries_count,
 * women_agreement_launch_interval, lifetimes, watermark, sounds, support_email, company_address.
 */
export type SiteSettings = Record<string, unknown>;

@Injectable()
export class GetSiteSettingsHandler {
  constructor(@Inject(IDENTITY_DB) private readonly db: ServiceDatabase) {}

  async execute(): Promise<SiteSettings> {
    const rows: { key: string; value: unknown }[] = await this.db.dataSource.query(`SELECT key, value FROM identity.site_settings ORDER BY key`);
    return Object.fromEntries(rows.map((r) => [r.key, r.value]));
  }
}
