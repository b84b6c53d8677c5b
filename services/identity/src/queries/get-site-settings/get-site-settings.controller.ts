import { Controller, Inject, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetSiteSettingsQuery, type SiteSettings } from './get-site-settings.query.js';

@Controller('api')
export class GetSiteSettingsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** POST /api/site/settings/get-all (public) → the site configuration. */
  @Post('site/settings/get-all')
  get(): Promise<SiteSettings> {
    return this.queries.execute(new GetSiteSettingsQuery());
  }
}
