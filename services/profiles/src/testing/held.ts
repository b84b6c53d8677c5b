import { grantTestCredits, testBalance } from '@dating/billing-ledger/testing';
import { decodeEnvelope } from '@dating/platform';
import type { ProfilesTestApp } from './index.js';

/**
 * What the int-specs of paid, moderated things (contact requests, gifts) ask of the app: the admin
 * API as a staff token calls it, billing's balances and grants, profiles' outbox.
 */
export function heldTestKit(t: ProfilesTestApp) {
  const admin = async <T>(method: string, path: string, token: string, body?: unknown) => {
    const res = await fetch(`${t.url}/admin-api/${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, range: res.headers.get('content-range'), body: (await res.json()) as T };
  };
  return {
    admin,
    /** A list of the admin resource with a filter (the first 100). */
    list: <T>(resource: string, token: string, filter: Record<string, unknown>) =>
      admin<T[]>('GET', `${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,99]')}`, token),
    /** A member's balance as billing's port answers it. */
    balance: (id: string) => testBalance(t.app, id),
    /** Credits granted to a man's account (once per man). */
    grant: (id: string, credits: number) => grantTestCredits(t.app, id, credits),
    /** profiles' outbox rows of one event type, decoded, oldest first. */
    outbox: async (type: string) =>
      (await t.db.query<{ envelope: Buffer; key: string }>(`SELECT envelope, key FROM profiles.outbox WHERE type = $1 ORDER BY id`, [type])).map((r) => ({
        key: r.key,
        envelope: decodeEnvelope(r.envelope),
      })),
  };
}
