import { SITE_DEFAULTS } from '@dating/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteApi } from './index';

/** `site/settings/get-all` (public): the site configuration of spec section 3. */
export interface SiteSettings {
  captcha_interval: number;
  registration_tries_count: number;
  women_agreement_launch_interval: number;
  lifetimes?: { alert: number; visual_notification: number; notification: number; invite: number };
  /** The site's sound files (URLs): chat invite, toast, system notification, billing started. */
  sounds?: { chat_invite?: string; toast?: string; system_notification?: string; billing_started?: string };
  support_email?: string;
  company_address?: string;
  [key: string]: unknown;
}

export const SITE_SETTINGS_FALLBACK: SiteSettings = {
  captcha_interval: SITE_DEFAULTS.captchaInterval,
  registration_tries_count: SITE_DEFAULTS.registrationTriesCount,
  women_agreement_launch_interval: SITE_DEFAULTS.womenAgreementInterval,
};

export function getSiteSettings(): Promise<SiteSettings> {
  return siteApi.post<SiteSettings>('site/settings/get-all');
}

export const siteSettingsQuery = queryOptions({ queryKey: ['site-settings'], queryFn: getSiteSettings, staleTime: 60_000 });

/** The live site settings, the spec's defaults until they arrive. */
export function useSiteSettings(): SiteSettings {
  const { data } = useQuery(siteSettingsQuery);
  return { ...SITE_SETTINGS_FALLBACK, ...data };
}
