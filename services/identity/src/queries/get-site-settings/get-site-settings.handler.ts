import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Sql } from '@dating/platform';
import { IDENTITY_DB } from '../../identity.tokens.js';
import { GetSiteSettingsQuery, type SiteSettings } from './get-site-settings.query.js';

@QueryHandler(GetSiteSettingsQuery)
export class GetSiteSettingsHandler implements IQueryHandler<GetSiteSettingsQuery> {
  constructor(@Inject(IDENTITY_DB) private readonly sql: Sql) {}

  async execute(): Promise<SiteSettings> {
    const rows = await this.sql.query<{ key: string; value: unknown }>(`SELECT key, value FROM identity.site_settings ORDER BY key`);
    return Object.fromEntries(rows.map((r) => [r.key, r.value]));
  }
}
