import { Query } from '@nestjs/cqrs';

/**
 * The public site configuration: one key per row of `identity.site_settings` (seeded with the
 * spec's values, editable by admins later), e.g. captcha_interval, registration_tries_count,
 * women_agreement_launch_interval, lifetimes, watermark, sounds, support_email, company_address.
 */
export type SiteSettings = Record<string, unknown>;

export class GetSiteSettingsQuery extends Query<SiteSettings> {}
