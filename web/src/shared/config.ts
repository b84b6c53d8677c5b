/**
 * Build-time configuration (Vite env). Nothing here is secret: the analytics key and the
 * reCAPTCHA site key are public by design. Without a reCAPTCHA key the development captcha is
 * used (the dev provider on the server accepts its token).
 */
export const config = {
  brandName: 'Amoria',
  production: import.meta.env.PROD,
  /** Analytics page views are reported only with a key, in production, on this domain. */
  analyticsKey: (import.meta.env.VITE_ANALYTICS_KEY as string | undefined) ?? '',
  siteDomain: (import.meta.env.VITE_SITE_DOMAIN as string | undefined) ?? '',
  recaptchaSiteKey: (import.meta.env.VITE_RECAPTCHA_SITE_KEY as string | undefined) ?? '',
  /** The public IP-lookup service (spec section 7); empty: the server sees the address itself. */
  ipLookupUrl: (import.meta.env.VITE_IP_LOOKUP_URL as string | undefined) ?? '',
  apiBase: '/api',
} as const;

/** The token the development captcha provider accepts (services/identity dev captcha). */
export const DEV_CAPTCHA_TOKEN = 'dev-ok';
