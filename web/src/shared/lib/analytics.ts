import { config } from '../config';
import { useConsent } from './consent';

export interface AnalyticsContext {
  production: boolean;
  hostname: string;
  siteDomain: string;
  key: string;
  consented: boolean;
}

/**
 * Spec section 2: page views are reported after every navigation only when the address belongs
 * to the product's own domain, the build is production and an analytics key is configured
 * (and, as the cookie preferences promise, the visitor allowed analytics cookies).
 */
export function shouldReportPageViews(c: AnalyticsContext): boolean {
  if (!c.production || !c.key || !c.siteDomain || !c.consented) return false;
  const host = c.hostname.toLowerCase();
  const domain = c.siteDomain.toLowerCase().replace(/^\./, '');
  return host === domain || host.endsWith(`.${domain}`);
}

type Gtag = (...args: unknown[]) => void;
let loaded = false;

function gtag(): Gtag {
  const w = window as unknown as { dataLayer: unknown[]; gtag?: Gtag };
  if (!loaded) {
    loaded = true;
    w.dataLayer = w.dataLayer ?? [];
    w.gtag = function (...args: unknown[]) {
      w.dataLayer.push(args);
    };
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(config.analyticsKey)}`;
    document.head.appendChild(script);
    w.gtag('js', new Date());
    w.gtag('config', config.analyticsKey, { send_page_view: false });
  }
  return w.gtag!;
}

export function reportPageView(path: string, title: string): boolean {
  const context: AnalyticsContext = {
    production: config.production,
    hostname: location.hostname,
    siteDomain: config.siteDomain,
    key: config.analyticsKey,
    consented: useConsent.getState().preferences.analytics,
  };
  if (!shouldReportPageViews(context)) return false;
  gtag()('event', 'page_view', { page_path: path, page_title: title });
  return true;
}
