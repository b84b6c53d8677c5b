import type { NestExpressApplication } from '@nestjs/platform-express';
import { type RoutedPath, routesOf } from '@dating/platform/testing';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AllInOneTestApp, startAllInOneTestApp } from './testing/index.js';

/**
 * Every routed path of the whole product, with hostile input: wrong types, nulls, deep nesting,
 * 1 MB strings, `__proto__` keys, NUL bytes, lone surrogates, injection strings, malformed JSON,
 * form and multipart bodies, hostile path parameters and query strings; anonymous, as a man and as
 * an admin. No answer may be a 5xx, Site and admin API answers are JSON, and a refused request
 * (4xx) changes nothing in the database. Routes are read from the running app, so a new route is
 * fuzzed without editing this file. Bounded: a fixed list of inputs and a time budget.
 */

/** Tables where a refused request is recorded on purpose (throttles and rate limits, raw postbacks), or a timer writes (the chat processes' heartbeat). */
const RECORDS_REFUSALS = /^(identity\.(sign_in_failures|.*rate_limit.*|.*attempt.*|.*probe.*)|billing\.postbacks|chat_room\.nodes)$/;
const TIME_BUDGET_MS = 320_000;

const FIELDS = [
  'email',
  'password',
  'name',
  'user_type',
  'captcha',
  'remember_me',
  'limit',
  'offset',
  'sort',
  'search_name_or_id',
  'search_order_type',
  'price_point_id',
  'credit_pack_id',
  'pid',
  'sid',
  'ip',
  'userAgent',
  'new_password',
  'new_password_repeat',
  'password_reset_token',
  'payment_id',
  'kind',
  'amount',
  'credits',
  'reason',
  'idempotency_key',
  'sound',
  'notification_inbox',
  'target_user_id',
  'target_id',
  'message_id',
  'subject',
  'message',
  'photos',
  'client_letter_id',
  'only_deleted',
  'name_or_id',
  'type',
  'action',
  'lady_id',
  'recipient_ids',
  'favorite_user_id',
  'target_user_array',
  'i_winked',
  'i_visited',
  'mark_all',
  'notification',
  'all',
];

const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  -1,
  1e308,
  '',
  'NaN',
  [],
  {},
  [1, 'two', null],
  "' OR 1=1; DROP TABLE identity.members; --",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '${7*7}{{7*7}}',
  'a'.repeat(300),
  { $gt: '' },
];

interface RawBody {
  label: string;
  contentType: string;
  body: string;
}

const RAW_BODIES: RawBody[] = [
  ...HOSTILE_VALUES.map((v, i) => ({
    label: `all fields = hostile value #${i}`,
    contentType: 'application/json',
    body: JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, v]))),
  })),
  { label: 'empty object', contentType: 'application/json', body: '{}' },
  { label: 'a JSON array', contentType: 'application/json', body: '[1,2,3]' },
  { label: 'a JSON string', contentType: 'application/json', body: '"x"' },
  { label: 'JSON null', contentType: 'application/json', body: 'null' },
  { label: 'malformed JSON', contentType: 'application/json', body: '{"email":' },
  { label: '5,000-deep array', contentType: 'application/json', body: `{"email":${deep(5000)}}` },
  { label: '5,000-deep object', contentType: 'application/json', body: deepObject(5000) },
  { label: 'lone surrogate', contentType: 'application/json', body: '{"email":"\\ud800","password":"\\udfff","name":"\\ud800"}' },
  {
    label: 'NUL bytes',
    contentType: 'application/json',
    body: '{"email":"a\\u0000@b.c","pid":"a\\u0000b","search_name_or_id":"a\\u0000","password":"x\\u0000"}',
  },
  { label: '__proto__ keys', contentType: 'application/json', body: '{"__proto__":{"isAdmin":true,"role":"admin"},"constructor":{"prototype":{"x":1}}}' },
  { label: 'nested __proto__', contentType: 'application/json', body: '{"email":{"__proto__":{"toString":1}}}' },
  { label: '1 MB string', contentType: 'application/json', body: JSON.stringify({ email: 'a'.repeat(1024 * 1024), password: 'x' }) },
  { label: 'form body', contentType: 'application/x-www-form-urlencoded', body: 'email=a%40b.c&password=secret1&limit=-5&__proto__%5Bx%5D=1' },
  { label: 'form body with NUL', contentType: 'application/x-www-form-urlencoded', body: 'email=%00&password=%ED%A0%80&pid=a%00b' },
  {
    label: 'multipart body',
    contentType: 'multipart/form-data; boundary=XyZ',
    body: '--XyZ\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.c\r\n--XyZ\r\nContent-Disposition: form-data; name="attachments"; filename="../../x.php"\r\nContent-Type: image/png\r\n\r\n<?php system($_GET[c]); ?>\r\n--XyZ--\r\n',
  },
  {
    // Read by a route's own interceptor after the global guard: its text fields get the same check.
    label: 'multipart body with NUL',
    contentType: 'multipart/form-data; boundary=XyZ',
    body: ['email', 'fuzz@example.com', 'subject', 'a\u0000b', 'title', 'x\u0000', 'message', 'A question about credits', 'album_type', 'public']
      .reduce<string[]>(
        (parts, value, i, all) => (i % 2 ? parts : [...parts, `--XyZ\r\nContent-Disposition: form-data; name="${value}"\r\n\r\n${all[i + 1]}\r\n`]),
        [],
      )
      .join('')
      .concat('--XyZ--\r\n'),
  },
  { label: 'text/plain body', contentType: 'text/plain', body: 'email=a@b.c' },
  { label: 'no body', contentType: 'application/json', body: '' },
  { label: 'numbers beyond bigint', contentType: 'application/json', body: JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, 1e20]))) },
  { label: 'wrong charset', contentType: 'application/json; charset=utf-7', body: '{}' },
];

const PARAM_VALUES = ['1', '999999999999999999999999', '-1', '%00', 'a%00b', '__proto__', 'constructor', "'%20OR%201=1", '%ED%A0%80', 'x'.repeat(2000)];
const QUERY_STRINGS = [
  '',
  '?sort=%5B%22__proto__%22%2C%22ASC%22%5D',
  '?sort=%5B%22constructor%22%2C%22DESC%22%5D',
  '?filter=%7B%22constructor%22%3A%22x%22%7D',
  '?filter=%7B%22__proto__%22%3A1%7D',
  '?range=%5B0%2C1e12%5D&filter=%7B%22id%22%3A%5B%22%00%22%5D%7D',
  '?filter=%7B%22q%22%3A%22a%00%22%7D',
  '?sort=not-json&range=%5B-1%5D&filter=%5B%5D',
  '?access_token=%00',
];

type Route = RoutedPath;

/** One md5 per table of every service schema, except tables that record refusals on purpose. */
/** Reference data no route writes (the geo lists, the migrations): hashed before and after the run, not after every request. */
const REFERENCE_DATA = /\.(cities|countries|nationalities|migrations)$/;

async function tablesOf(db: pg.Client): Promise<string[]> {
  const tables = await db.query<{ name: string }>(
    `SELECT table_schema || '.' || table_name AS name FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema', 'public') ORDER BY 1`,
  );
  return tables.rows.map((r) => r.name).filter((n) => !RECORDS_REFUSALS.test(n));
}

/**
 * Columns left out of a table's fingerprint: a staff session's `last_seen_at` is refreshed (at most
 * once a minute, identity's STAFF_ACCESS.lastSeenResolutionSeconds) by every request its token
 * authenticates, refused ones included — an effect of signing the request, not of its input; a run
 * longer than a minute meets it on whatever admin request comes then.
 */
const UNFINGERPRINTED: Record<string, string[]> = { 'identity.sessions': ['last_seen_at'] };

async function fingerprint(db: pg.Client, names: string[]): Promise<Record<string, string>> {
  if (!names.length) return {};
  const row = (n: string) => (UNFINGERPRINTED[n] ? `(to_jsonb(t) - '{${UNFINGERPRINTED[n].join(',')}}'::text[])::text` : 't::text');
  const sql = names.map((n, i) => `SELECT ${i} AS i, md5(coalesce(string_agg(${row(n)}, '|' ORDER BY ${row(n)}), '')) AS h FROM ${n} t`).join(' UNION ALL ');
  const rows = (await db.query<{ i: number; h: string }>(sql)).rows;
  return Object.fromEntries(rows.map((r) => [names[r.i]!, r.h]));
}

/**
 * Notes the tables written to (a trigger on each appends the table's name to public.fuzz_writes,
 * which the fingerprints leave out), so that after a request only those tables are hashed again:
 * hashing every table after every request was most of this test's time. Appending (never updating
 * a shared row) keeps concurrent writers from waiting on each other; taking the names deletes them,
 * so a write committed late is taken next time.
 */
async function noteWrites(db: pg.Client, names: string[]): Promise<() => Promise<string[]>> {
  await db.query(`CREATE TABLE public.fuzz_writes (name text NOT NULL)`);
  await db.query(`CREATE FUNCTION public.fuzz_note_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO public.fuzz_writes VALUES (TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME);
      RETURN NULL;
    END $$`);
  for (const name of names) {
    await db.query(`CREATE TRIGGER fuzz_note_write AFTER INSERT OR UPDATE OR DELETE ON ${name} FOR EACH ROW EXECUTE FUNCTION public.fuzz_note_write()`);
    await db.query(`CREATE TRIGGER fuzz_note_truncate AFTER TRUNCATE ON ${name} FOR EACH STATEMENT EXECUTE FUNCTION public.fuzz_note_write()`);
  }
  // The tables written to since the last call.
  return async () => [...new Set((await db.query<{ name: string }>(`DELETE FROM public.fuzz_writes RETURNING name`)).rows.map((r) => r.name))];
}

describe('hostile input on every routed path', () => {
  let product: AllInOneTestApp;
  let app: NestExpressApplication;
  let url: string;
  let db: pg.Client;
  const tokens: Record<string, string | null> = { anonymous: null };

  beforeAll(async () => {
    product = await startAllInOneTestApp('fuzz');
    ({ app, url } = product);
    db = new pg.Client({ connectionString: product.databaseUrl });
    await db.connect();
    tokens.man = await product.memberToken('john@demo.local');
    tokens.admin = await product.staffToken('admin@demo.local');
  });

  afterAll(async () => {
    await db?.end();
    await product?.close();
  });

  it('answers every hostile request with a 4xx (JSON on the APIs) and changes nothing when it refuses', async () => {
    const routes = routesOf(app);
    // The product's own routes are all there (a broken introspection must not pass silently).
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/member/sign-in',
        'POST /api/member/registration',
        'POST /api/credit/get-orders',
        'GET /admin-api/accounts/:id',
        'POST /api/letter/send-letter',
        'POST /api/letter/get/dialog',
        'POST /api/starred/add',
        'POST /admin-api/dispatches',
        'POST /api/notifications/mark-as-seen',
        'POST /api/user-news/load-all',
      ]),
    );

    const failures: string[] = [];
    const started = Date.now();
    let requests = 0;
    let rehashed = 0;
    const tables = await tablesOf(db);
    const reference = tables.filter((n) => REFERENCE_DATA.test(n));
    const live = tables.filter((n) => !REFERENCE_DATA.test(n));
    const referenceBefore = await fingerprint(db, reference);
    const writtenSince = await noteWrites(db, live);
    const before = await fingerprint(db, live);
    /**
     * Waits until nothing has been written for two looks in a row (0.1 s apart), taking what was:
     * the reactions to what came before (the demo's registrations, a request that succeeded) land
     * here, not in the window of the next request, which would be blamed for them if it is refused.
     */
    const settle = async () => {
      for (let quiet = 0, looks = 0; quiet < 2 && looks < 100; looks++) {
        await sleep(100);
        const written = await writtenSince();
        quiet = written.length ? 0 : quiet + 1;
        if (written.length) {
          Object.assign(before, await fingerprint(db, written));
          rehashed += written.length;
        }
      }
    };
    await settle();

    /**
     * A fuzzed request may end the caller's session (a sign-out, a password change with a body
     * that happens to pass): every later request as that caller would stop at 401 and fuzz
     * nothing behind the guard. So a 401 on the caller's own API signs the caller in again (the
     * sign-in's writes settled outside any request's window) and the request is sent once more.
     */
    const OWN_API: Record<string, RegExp> = { man: /^\/api\//, admin: /^\/admin-api\// };
    const signInAgain = async (who: string) => {
      tokens[who] = who === 'man' ? await product.memberToken('john@demo.local') : await product.staffToken('admin@demo.local');
      reSignIns++;
      await settle();
    };
    let reSignIns = 0;
    const request = (route: Route, path: string, raw: RawBody | null, who: string) => {
      const headers: Record<string, string> = {};
      if (tokens[who]) headers.authorization = `Bearer ${tokens[who]}`;
      if (raw) headers['content-type'] = raw.contentType;
      return fetch(`${url}${path}`, {
        method: route.method,
        headers,
        body: raw && route.method !== 'GET' ? raw.body : undefined,
        redirect: 'manual',
      });
    };
    const send = async (route: Route, path: string, raw: RawBody | null, who: string) => {
      let res = await request(route, path, raw, who);
      let renewed = false;
      if (res.status === 401 && OWN_API[who]?.test(route.path)) {
        await res.text();
        Object.assign(before, await fingerprint(db, await writtenSince()));
        await signInAgain(who);
        renewed = true;
        res = await request(route, path, raw, who);
      }
      const text = await res.text();
      requests++;
      const where = `${route.method} ${path.slice(0, 120)} [${raw?.label ?? 'no body'}] as ${who}`;
      if (res.status >= 500) failures.push(`${where}: HTTP ${res.status} ${text.slice(0, 200)}`);
      // CSV exports answer text/csv when they succeed; their refusals are JSON like the rest.
      const csv = route.path.endsWith('.csv') && res.status < 400 && (res.headers.get('content-type') ?? '').startsWith('text/csv');
      const api = /^\/(api|admin-api)\//.test(route.path) && !csv;
      if (api && !(res.headers.get('content-type') ?? '').includes('application/json'))
        failures.push(`${where}: not JSON (${res.headers.get('content-type')})`);
      if (api) {
        try {
          JSON.parse(text);
        } catch {
          failures.push(`${where}: unparseable JSON ${text.slice(0, 100)}`);
        }
      }
      const after = await fingerprint(db, await writtenSince());
      rehashed += Object.keys(after).length;
      if (res.status >= 400) {
        const changed = Object.keys(after).filter((t) => after[t] !== before[t]);
        if (changed.length) failures.push(`${where}: refused with ${res.status} but changed ${changed.join(', ')}`);
      }
      Object.assign(before, after);
      if (res.status < 400 && Object.keys(after).length) await settle();
      return { status: res.status, renewed };
    };

    for (const route of routes) {
      const paths = route.path.includes(':')
        ? PARAM_VALUES.map((v) => route.path.replace(/:[A-Za-z_]+/g, v))
        : route.method === 'GET'
          ? QUERY_STRINGS.map((q) => `${route.path}${q}`)
          : [route.path];
      for (const who of Object.keys(tokens)) {
        // A caller refused at the route's auth guard (401) is refused there whatever the input (the
        // hostile-input guard before it is fuzzed on the routes the caller may use): on to the next.
        // A route whose request ended the session the one before (a sign-out: the caller had to sign
        // in again in the middle of its bodies) has shown what it does with input: on to the next.
        let done = false;
        for (const [i, path] of paths.entries()) {
          if (route.method === 'GET' || route.method === 'DELETE') {
            const { status, renewed } = await send(route, path, null, who);
            if (status === 401 || (renewed && i > 0)) break;
            continue;
          }
          for (const [j, raw] of RAW_BODIES.entries()) {
            const { status, renewed } = await send(route, path, raw, who);
            if ((done = status === 401 || (renewed && i + j > 0))) break;
          }
          if (done) break;
        }
        if (Date.now() - started > TIME_BUDGET_MS) throw new Error(`time budget spent after ${requests} requests; failures so far:\n${failures.join('\n')}`);
      }
    }

    expect(await fingerprint(db, reference), 'reference data changed').toEqual(referenceBefore);
    expect(failures.length, `${failures.length} failures, the first 40:\n${failures.slice(0, 40).join('\n')}`).toBe(0);
    expect(requests).toBeGreaterThan(500);
    // The callers stayed signed in for most of the run (a session ended by a fuzzed request is renewed).
    expect(reSignIns).toBeLessThan(routes.length);
    // Requests that succeed write (sessions, visits, ...): write counters that never moved would check nothing.
    expect(rehashed, 'no table was ever seen written to').toBeGreaterThan(0);
  }, 450_000);

  it('answers a URL over 16 kB with the envelope, not a bare 431', async () => {
    const res = await fetch(`${url}/api/countries?q=${'a'.repeat(20_000)}`, { method: 'POST' });
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toMatchObject({ status: false, code: 10203 });
    // The back office's API answers it in its own shape (react-admin reads `message`).
    const admin = await fetch(`${url}/admin-api/members?filter=${'a'.repeat(20_000)}`);
    expect(admin.status).toBe(431);
    expect(await admin.json()).toMatchObject({ code: 10203, status: 431, message: 'The request URL or headers are too large' });
  });

  it("answers a body the parsers refuse in the admin API's shape under /admin-api, in the envelope elsewhere", async () => {
    const post = (path: string, body: string, headers: Record<string, string> = {}) =>
      fetch(`${url}${path}`, { method: 'POST', body, headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.admin}`, ...headers } });
    for (const [body, code, status] of [
      ['{"name":', 10026, 400],
      [JSON.stringify({ name: 'x'.repeat(300_000) }), 10203, 413],
    ] as const) {
      const admin = await post('/admin-api/staff', body);
      expect(admin.status).toBe(status);
      expect(await admin.json()).toMatchObject({ message: expect.any(String), code, status });
      const site = await post('/api/member/sign-in', body);
      expect(site.status).toBe(status);
      expect(await site.json()).toMatchObject({ status: false, code });
    }
    // Bytes that are not UTF-8 in a JSON body are refused as malformed JSON (10026), not stored as U+FFFD.
    const status = async () =>
      (
        await (
          await fetch(`${url}/api/profile/load`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.man}` } })
        ).json()
      ).result.status;
    const before = await status();
    const broken = Buffer.concat([Buffer.from('{"status":"ab'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]);
    const invalid = await fetch(`${url}/api/profile/update/user-status`, {
      method: 'POST',
      body: broken,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.man}` },
    });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ status: false, code: 10026 });
    expect(await status()).toBe(before);
    // A body said to be gzip that does not decode: the post data could not be read (10203), not a missing parameter.
    const gzip = await post('/api/member/sign-in', 'not gzip at all', { 'content-encoding': 'gzip' });
    expect(gzip.status).toBe(400);
    expect(await gzip.json()).toMatchObject({ status: false, code: 10203 });
  });
});
