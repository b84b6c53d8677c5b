import { type DataProvider, fetchUtils, HttpError } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { accessToken } from './auth/session';
import { API_URL } from './auth/staff-auth-api';
import { CONTACT_REQUESTS } from './resources/contact-requests/turn';
import { GIFT_SENDS } from './resources/gift-sends/turn';
import { withQueueDecisions } from './resources/shared/queue-decisions';

/** fetchJson with the staff token: every admin API call carries `Authorization: Bearer`. */
export const httpClient = (url: string, options: fetchUtils.Options = {}) => {
  const token = accessToken();
  // Signed out: the server would answer 401; say so without asking it (react-admin then goes to sign-in).
  if (!token) return Promise.reject(new HttpError('Unauthorized', 401, { message: 'Unauthorized', status: 401 }));
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  headers.set('Authorization', `Bearer ${token}`);
  return fetchUtils.fetchJson(url, { ...options, headers });
};

/** The admin API's calls that are not CRUD; react-admin's `useDataProvider` wraps them like the rest (401/403 handling). */
export interface AdminDataProvider extends DataProvider {
  /** `GET /admin-api/<path>`: the dashboards. */
  getJson<T = unknown>(path: string): Promise<T>;
}

/**
 * ra-data-simple-rest, unchanged, over /admin-api (docs/admin-api.md): sort, range and filter
 * query parameters, `Content-Range` totals; plus `getJson` for the landing pages. One exception:
 * a contact request and a sent gift are decided with `POST /admin-api/<resource>/:id/decision`,
 * not a PUT (resources/shared/queue-decisions.ts).
 */
export const dataProvider: AdminDataProvider = withQueueDecisions(
  {
    ...simpleRestProvider(API_URL, httpClient),
    getJson: async <T>(path: string) => (await httpClient(`${API_URL}/${path}`)).json as T,
  },
  API_URL,
  httpClient,
  [CONTACT_REQUESTS, GIFT_SENDS],
);
