import { routesOf } from '@dating/platform/testing';
import { TOKEN_REMOVING_CODES } from '@dating/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AllInOneTestApp, startAllInOneTestApp } from './testing/index.js';

/**
 * The authorization matrix of the whole admin API (docs/admin-api.md, "Roles"): every caller
 * against every route the running app holds. The table is written from the contract, not read
 * from the code, and a route the table does not name fails the test, so a new admin route cannot
 * ship without its row.
 *
 * "Allowed" means the request got past authorization: any answer but 401 and 403 (a 400 for an
 * empty body or a 404 for a missing record is fine). Refused means 401 for a caller with no staff
 * token (nobody, a man, a woman) and 403 for a staff member whose role the route does not admit.
 */

type Caller = 'nobody' | 'man' | 'woman' | 'agency_moderator' | 'site_moderator' | 'finance' | 'admin';
const STAFF = ['agency_moderator', 'site_moderator', 'finance', 'admin'] as const;
type Staff = (typeof STAFF)[number];

/** Who may call the route: staff roles (admins pass every check, so `admin` is on every row), `staff` for every role, or `anyone` for the sign-in steps. */
type Rule = Staff[] | 'staff' | 'anyone';

const FINANCE: Rule = ['finance', 'admin'];
const ADMIN: Rule = ['admin'];
const SITE_MODERATION: Rule = ['site_moderator', 'admin'];
const MEMBERS_READ: Rule = ['agency_moderator', 'site_moderator', 'admin'];
const MODERATION: Rule = ['agency_moderator', 'site_moderator', 'admin'];
const CHAT_SESSIONS_READ: Rule = ['finance', 'site_moderator', 'admin'];

const MATRIX: Record<string, Rule> = {
  // Staff access (identity)
  'POST /admin-api/auth/sign-in': 'anyone',
  'POST /admin-api/auth/enroll': 'anyone',
  'POST /admin-api/auth/verify': 'anyone',
  'GET /admin-api/auth/me': 'staff',
  'POST /admin-api/auth/sign-out': 'staff',
  'GET /admin-api/dashboard': 'staff',
  // Members and staff (identity)
  'GET /admin-api/members': MEMBERS_READ,
  'GET /admin-api/members/:id': MEMBERS_READ,
  'PUT /admin-api/members/:id': SITE_MODERATION,
  'GET /admin-api/sign-ins': SITE_MODERATION,
  'GET /admin-api/staff': ADMIN,
  'GET /admin-api/staff/:id': ADMIN,
  'POST /admin-api/staff': ADMIN,
  'PUT /admin-api/staff/:id': ADMIN,
  'DELETE /admin-api/staff/:id': ADMIN,
  'GET /admin-api/staff-sessions': ADMIN,
  'DELETE /admin-api/staff-sessions/:id': ADMIN,
  'GET /admin-api/site-settings': ADMIN,
  'GET /admin-api/site-settings/:id': ADMIN,
  'PUT /admin-api/site-settings/:id': ADMIN,
  'GET /admin-api/audit-log': FINANCE,
  'GET /admin-api/audit-log/:id': FINANCE,
  // The ledger and payments (billing-ledger)
  'GET /admin-api/finance-dashboard': FINANCE,
  'POST /admin-api/grants': FINANCE,
  'POST /admin-api/reversals': FINANCE,
  'POST /admin-api/refunds': FINANCE,
  'POST /admin-api/ledger-verifications': FINANCE,
  'GET /admin-api/ledger-statements/export.csv': FINANCE,
  'GET /admin-api/payments/export.csv': FINANCE,
  'PUT /admin-api/prices/:id': ADMIN,
  'POST /admin-api/credit-packs': ADMIN,
  'PUT /admin-api/credit-packs/:id': ADMIN,
  'DELETE /admin-api/credit-packs/:id': ADMIN,
  // Photo moderation (profiles): an agency moderator only for her agency's ladies (404 for the others)
  'GET /admin-api/photo-moderation': MODERATION,
  'GET /admin-api/photo-moderation/:id': MODERATION,
  'PUT /admin-api/photo-moderation/:id': MODERATION,
  'GET /admin-api/video-moderation': MODERATION,
  'GET /admin-api/video-moderation/:id': MODERATION,
  'PUT /admin-api/video-moderation/:id': MODERATION,
  // Contact-info requests (profiles): her agency's moderator first (others' are not found), then site moderators
  'GET /admin-api/contact-requests': MODERATION,
  'GET /admin-api/contact-requests/:id': MODERATION,
  'POST /admin-api/contact-requests/:id/decision': MODERATION,
  // Gifts (profiles): the moderation queue as contact requests; the catalogue read by moderators, written by admins
  'GET /admin-api/gift-sends': MODERATION,
  'GET /admin-api/gift-sends/:id': MODERATION,
  'POST /admin-api/gift-sends/:id/decision': MODERATION,
  'GET /admin-api/gifts': MODERATION,
  'GET /admin-api/gifts/:id': MODERATION,
  'POST /admin-api/gifts': ADMIN,
  'PUT /admin-api/gifts/:id': ADMIN,
  'GET /admin-api/scammers': SITE_MODERATION,
  'GET /admin-api/scammers/:id': SITE_MODERATION,
  'POST /admin-api/scammers': SITE_MODERATION,
  'PUT /admin-api/scammers/:id': SITE_MODERATION,
  'DELETE /admin-api/scammers/:id': SITE_MODERATION,
  'GET /admin-api/member-reports': SITE_MODERATION,
  'GET /admin-api/member-reports/:id': SITE_MODERATION,
  'PUT /admin-api/member-reports/:id': SITE_MODERATION,
  // Chat sessions (chat-room): sessions for finance and site moderators; a session's messages for site moderators (each read audited)
  'GET /admin-api/chat-sessions': CHAT_SESSIONS_READ,
  'GET /admin-api/chat-sessions/:id': CHAT_SESSIONS_READ,
  'GET /admin-api/chat-messages': SITE_MODERATION,
  'GET /admin-api/chat-messages/:id': SITE_MODERATION,
  // Chat messages carrying contact details (anti-scam, as letter-flags): site moderators
  'GET /admin-api/chat-flags': SITE_MODERATION,
  'GET /admin-api/chat-flags/:id': SITE_MODERATION,
  // Letters (mail): dispatches for the lady's agency moderator (others' are not found) and site moderators; the anti-scam list for site moderators
  'GET /admin-api/dispatches': MODERATION,
  'GET /admin-api/dispatches/:id': MODERATION,
  'POST /admin-api/dispatches': MODERATION,
  'PUT /admin-api/dispatches/:id': MODERATION,
  'GET /admin-api/letter-flags': SITE_MODERATION,
  'GET /admin-api/letter-flags/:id': SITE_MODERATION,
};

/** The finance resources read as lists and records (`GET /admin-api/<r>` and `/<r>/:id`): finance and admins. */
const FINANCE_READS = [
  'accounts',
  'ledger-statements',
  'open-holds',
  'orders',
  'payments',
  'payment-exceptions',
  'postbacks',
  'revenue',
  'grants',
  'reversals',
  'refunds',
  'prices',
  'credit-packs',
  'ledger-verifications',
];

for (const resource of FINANCE_READS) {
  MATRIX[`GET /admin-api/${resource}`] = FINANCE;
  MATRIX[`GET /admin-api/${resource}/:id`] = FINANCE;
}

describe('the admin API authorization matrix', () => {
  let product: AllInOneTestApp;
  const tokens: Partial<Record<Caller, string>> = {};

  beforeAll(async () => {
    product = await startAllInOneTestApp('admin_matrix');
    tokens.man = await product.memberToken('john@demo.local');
    tokens.woman = await product.memberToken('anna@demo.local');
    tokens.agency_moderator = await product.staffToken('agency.moderator@demo.local');
    tokens.site_moderator = await product.staffToken('site.moderator@demo.local');
    tokens.finance = await product.staffToken('finance@demo.local');
    tokens.admin = await product.staffToken('admin@demo.local');
  });

  afterAll(async () => {
    await product?.close();
  });

  it('has a row for every admin route, and every caller is allowed or refused as its row says', async () => {
    const routes = routesOf(product.app).filter((r) => r.path.startsWith('/admin-api/'));
    const concrete = routes.map((r) => ({ method: r.method, path: r.path, rule: MATRIX[`${r.method} ${r.path}`] }));
    const missing = concrete.filter((c) => !c.rule).map((c) => `${c.method} ${c.path}`);
    expect(missing, 'admin routes without a row in the matrix').toEqual([]);
    const routed = new Set(routes.map((r) => `${r.method} ${r.path}`));
    const stale = Object.keys(MATRIX).filter((k) => !routed.has(k));
    expect(stale, 'rows of the matrix no route answers').toEqual([]);

    const callers: Caller[] = ['nobody', 'man', 'woman', ...STAFF];
    const wrong: string[] = [];
    // Sign-out ends the caller's session: those rows go last.
    const ordered = [...concrete].sort((a, b) => Number(a.path.endsWith('/sign-out')) - Number(b.path.endsWith('/sign-out')));
    for (const { method, path, rule } of ordered) {
      for (const caller of callers) {
        const url = `${product.url}${path.replace(/:[A-Za-z_]+/g, '999999')}`;
        const token = tokens[caller as keyof typeof tokens];
        const res = await fetch(url, {
          method,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(method === 'GET' || method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
          },
          body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
        });
        await res.arrayBuffer();
        const isStaff = (STAFF as readonly string[]).includes(caller);
        const allowed = rule === 'anyone' || (isStaff && (rule === 'staff' || (rule as Staff[]).includes(caller as Staff)));
        const expected = allowed ? 'allowed' : isStaff ? 403 : 401;
        const got = res.status === 401 || res.status === 403 ? res.status : 'allowed';
        if (got !== expected) wrong.push(`${method} ${path} as ${caller}: expected ${expected}, got ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
    // The table covers the whole admin API (a broken route listing must not pass silently).
    expect(concrete.length).toBeGreaterThan(50);
  });
  it('refuses staff tokens on the Site API: every route answers a staff token as it answers no token, or 401 with a token-removing code', async () => {
    const routes = routesOf(product.app).filter((r) => r.path.startsWith('/api/') && r.method === 'POST');
    expect(routes.length).toBeGreaterThan(30);
    const post = async (path: string, token?: string) => {
      const res = await fetch(`${product.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: '{}',
      });
      return { status: res.status, body: (await res.json()) as { code?: number } };
    };
    const wrong: string[] = [];
    for (const { path } of routes) {
      if (path.endsWith('/sign-out') || path.endsWith('/logout')) continue;
      const anonymous = await post(path);
      const staff = await post(path, tokens.admin);
      if (staff.status !== anonymous.status && !(staff.status === 401 && TOKEN_REMOVING_CODES.includes(staff.body.code!))) {
        wrong.push(`${path}: ${staff.status} ${JSON.stringify(staff.body)} with a staff token, ${anonymous.status} without`);
      }
    }
    expect(wrong).toEqual([]);
    // A route open to visitors that reads a member's token refuses a staff token outright.
    const refused = await post('/api/guest/get-last-joined', tokens.admin);
    expect(refused.status).toBe(401);
    expect(TOKEN_REMOVING_CODES).toContain(refused.body.code);
    expect((await post('/api/guest/get-last-joined')).status).toBe(200);
  });
});
