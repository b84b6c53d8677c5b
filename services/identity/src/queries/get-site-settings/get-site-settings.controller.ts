import { Controller, Inject, Post } from '@nestjs/common';
import { GetSiteSettingsHandler, type SiteSettings } from './get-site-settings.handler.js';

@Controller('api')
export class GetSiteSettingsController {
  constructor(@Inject(GetSiteSettingsHandler) private readonly handler: GetSiteSettingsHandler) {}

  /** POST /api/site/settings/get-all (public) → the site configuration. */
  @Post('site/settings/get-all')
  get(): Promise<SiteSettings> {
    return this.handler.execute();
  }
}
