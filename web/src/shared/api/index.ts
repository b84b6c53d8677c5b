import { config } from '../config';
import { useSession } from '../store/session-store';
import { createSiteClient } from './site-client';

export { isFieldError, isSiteError, SiteError, type Envelope } from './site-client';

/** The site's Site API client: the session's token in, the envelope out. */
export const siteApi = createSiteClient({
  baseUrl: config.apiBase,
  getToken: () => useSession.getState().token,
  onUnauthorized: () => useSession.getState().clear(),
});
