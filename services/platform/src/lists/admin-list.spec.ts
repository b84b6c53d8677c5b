import { describe, expect, it } from 'vitest';
import { SiteError } from '../api/site-error.js';
import { toSiteError } from '../api/site-exception.filter.js';
import { fakeSql } from '../testing/fakes.js';
import {
  ADMIN_LIST_MAX_PAGE,
  AdminApiExceptionFilter,
  adminListSql,
  type AdminResource,
  adminWhere,
  parseAdminListQuery,
  readAdminList,
  readAdminRecord,
  sendAdminList,
} from './admin-list.js';

const notes: AdminResource<{ id: string; title: string }> = {
  resource: 'notes',
  select: 'SELECT id, title, pinned, stars, created_at FROM notes.notes',
  sortable: { created_at: 'r.created_at', title: 'r.title' },
  defaultSort: ['created_at', 'DESC'],
  tieBreaker: 'r.id',
  filters: {
    pinned: { column: 'pinned', type: 'bool' },
    stars: { column: 'stars', type: 'int', op: '>=' },
    from: { column: 'created_at', type: 'date', op: '>=' },
    to: { column: 'created_at', type: 'date', op: '<=' },
    title: { column: 'title', type: 'text' },
    q: { column: 'title', type: 'text', op: 'search', columns: ['id', 'title'] },
  },
  map: (r) => ({ id: String(r.id), title: String(r.title) }),
};

const parse = (query: Record<string, unknown>) => parseAdminListQuery(query, notes);
const json = (value: unknown) => JSON.stringify(value);

/** The site error a parse is refused with. */
function refusal(query: Record<string, unknown>) {
  try {
    parse(query);
  } catch (err) {
    return toSiteError(err);
  }
  throw new Error('accepted');
}

describe('admin list requests (ra-data-simple-rest)', () => {
  it('defaults to the resource sort, the first 25 records and no filter', () => {
    expect(parse({})).toEqual({ sort: ['created_at', 'DESC'], start: 0, end: 24, filter: {} });
    expect(parse({ sort: json(['title', 'asc']), range: json([10, 19]) })).toMatchObject({ sort: ['title', 'ASC'], start: 10, end: 19 });
  });

  it('bounds a page to ADMIN_LIST_MAX_PAGE records and refuses a range that is not [start,end]', () => {
    expect(parse({ range: json([5, 1_000_000]) })).toMatchObject({ start: 5, end: 5 + ADMIN_LIST_MAX_PAGE - 1 });
    for (const range of [[5, 1], [-1, 3], [0.5, 2], [1], 'x', { 0: 1 }]) {
      expect(refusal({ range: json(range) })).toMatchObject({ code: 10002, httpStatus: 400 });
    }
  });

  it('takes sort and filter names from own properties only', () => {
    for (const field of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'colour']) {
      expect(refusal({ sort: json([field, 'ASC']) })).toMatchObject({ code: 10002 });
      expect(refusal({ filter: `{${json(field)}:"x"}` })).toMatchObject({ code: 10002 });
    }
    expect(refusal({ sort: json(['title', 'SIDEWAYS']) })).toMatchObject({ code: 10002, desc: 'sort order must be ASC or DESC' });
  });

  it('answers JSON that does not parse with 10026, and a filter that is not an object with 10002', () => {
    expect(refusal({ filter: '{"pinned":' })).toMatchObject({ code: 10026, desc: 'filter is not valid JSON' });
    expect(refusal({ filter: '[1]' })).toMatchObject({ code: 10002 });
    expect(refusal({ sort: ['title', 'ASC'] })).toMatchObject({ code: 10002, desc: 'sort must be JSON' });
  });

  it('checks and converts filter values when the request is parsed', () => {
    expect(parse({ filter: json({ pinned: 'true', stars: '3', from: '2026-01-31', title: 7, id: ['a', 2], q: '' }) }).filter).toEqual({
      pinned: true,
      stars: 3,
      from: '2026-01-31',
      title: '7',
      id: ['a', '2'],
    });
    expect(refusal({ filter: json({ pinned: 'yes' }) })).toMatchObject({ code: 10002, desc: 'filter pinned must be true or false' });
    expect(refusal({ filter: json({ stars: 'many' }) })).toMatchObject({ code: 10002 });
    expect(refusal({ filter: json({ from: 'yesterday' }) })).toMatchObject({ code: 10002 });
    expect(refusal({ filter: json({ title: { nested: true } }) })).toMatchObject({ code: 10002 });
    // A search is one text, not a list.
    expect(refusal({ filter: json({ q: ['a', 'b'] }) })).toMatchObject({ code: 10002, desc: 'filter q must be text' });
  });

  it('refuses text PostgreSQL cannot store, naming the field', () => {
    expect(refusal({ filter: json({ title: 'a\u0000b' }) })).toMatchObject({
      code: 10002,
      desc: 'filter title contains a character that is not allowed (NUL character)',
      details: { 'filter title': ['filter title contains a NUL character'] },
    });
    expect(refusal({ filter: json({ id: ['ok', '\ud800'] }) })).toMatchObject({ code: 10002, details: { id: ['id contains a unpaired surrogate'] } });
  });
});

describe('admin list SQL', () => {
  it('builds parameterised conditions over the subquery, escaping LIKE wildcards in searches', () => {
    const q = parse({ filter: json({ pinned: false, stars: 2, to: '2026-02-01', q: '50%_off', id: ['n1', 'n2'], title: ['a', 'b'] }) });
    expect(adminWhere(notes, q.filter)).toEqual({
      where:
        'WHERE r.pinned = $1 AND r.stars >= $2 AND r.created_at < ($3::date + 1) AND (r.id::text ILIKE $4 OR r.title::text ILIKE $4) ' +
        'AND r.id::text = ANY($5::text[]) AND r.title = ANY($6)',
      params: [false, 2, '2026-02-01', '%50\\%\\_off%', ['n1', 'n2'], ['a', 'b']],
    });
    expect(adminWhere(notes, {})).toEqual({ where: '', params: [] });
  });

  it('reads a page with its total, and counts again only when the page is empty', async () => {
    const sql = fakeSql([
      { id: 'n2', title: 'two', __total: '7' },
      { id: 'n1', title: 'one', __total: '7' },
    ]);
    const page = await readAdminList(sql, notes, parse({ sort: json(['title', 'ASC']), range: json([3, 4]), filter: json({ pinned: true }) }));
    expect(page).toEqual({
      rows: [
        { id: 'n2', title: 'two' },
        { id: 'n1', title: 'one' },
      ],
      total: 7,
      start: 3,
    });
    expect(sql.calls).toEqual([
      {
        text: `SELECT r.*, count(*) OVER () AS __total FROM (${notes.select}) r WHERE r.pinned = $1 ORDER BY r.title ASC NULLS LAST, r.id LIMIT 2 OFFSET 3`,
        params: [true],
      },
    ]);

    const empty = fakeSql([], [{ n: 7 }]);
    expect(await readAdminList(empty, notes, parse({ range: json([100, 124]) }))).toEqual({ rows: [], total: 7, start: 100 });
    expect(empty.calls[1]).toEqual({ text: `SELECT count(*)::int AS n FROM (${notes.select}) r `, params: [] });
  });

  it('builds the SQL of every record a list request matches, in its order, without the range (for batched reads)', () => {
    const q = parse({ sort: json(['title', 'DESC']), range: json([3, 4]), filter: json({ pinned: true, stars: 3 }) });
    expect(adminListSql(notes, q)).toEqual({
      text: `SELECT r.* FROM (${notes.select}) r WHERE r.pinned = $1 AND r.stars >= $2 ORDER BY r.title DESC NULLS LAST, r.id`,
      params: [true, 3],
    });
    expect(adminListSql(notes, parse({}))).toEqual({ text: `SELECT r.* FROM (${notes.select}) r  ORDER BY r.created_at DESC NULLS LAST, r.id`, params: [] });
  });

  it('reads one record by id, or null', async () => {
    expect(await readAdminRecord(fakeSql([{ id: 'n1', title: 'one' }]), notes, 'n1')).toEqual({ id: 'n1', title: 'one' });
    expect(await readAdminRecord(fakeSql([]), notes, 'n9')).toBeNull();
    await expect(readAdminRecord(fakeSql(), notes, 'n\u0000')).rejects.toMatchObject({ code: 'ADMIN_LIST.INVALID_PARAMETER' });
  });
});

describe('admin list answers', () => {
  /** Enough of an express Response to see what was sent. */
  function fakeResponse() {
    const sent: { status?: number; headers: Record<string, string>; body?: unknown } = { headers: {} };
    const res = {
      headersSent: false,
      setHeader: (name: string, value: string) => void (sent.headers[name] = value),
      status(code: number) {
        sent.status = code;
        return this;
      },
      json: (body: unknown) => void (sent.body = body),
    };
    return { res: res as never, sent };
  }

  it('sends the array with Content-Range, exposed to the browser', () => {
    const { res, sent } = fakeResponse();
    sendAdminList(res, 'notes', { rows: [{ id: 'a' }, { id: 'b' }], total: 9, start: 4 });
    expect(sent).toEqual({
      status: 200,
      headers: { 'Content-Range': 'notes 4-5/9', 'Access-Control-Expose-Headers': 'Content-Range' },
      body: [{ id: 'a' }, { id: 'b' }],
    });
    const none = fakeResponse();
    sendAdminList(none.res, 'notes', { rows: [], total: 0, start: 0 });
    expect(none.sent.headers['Content-Range']).toBe('notes */0');
  });

  it('answers errors with the HTTP status and a body react-admin reads (message), envelope fields kept', () => {
    const { res, sent } = fakeResponse();
    let error: unknown;
    try {
      parse({ sort: json(['colour', 'ASC']) });
    } catch (err) {
      error = err;
    }
    new AdminApiExceptionFilter().catch(error, { switchToHttp: () => ({ getResponse: () => res }) } as never);
    const desc = 'sort must be ["field","ASC|DESC"] with field one of: created_at, title';
    expect(sent).toEqual({ headers: {}, status: 400, body: { message: desc, code: 10002, status: 400, desc, error: desc } });
  });

  it('gives validation errors per field as react-admin forms read them (errors: field → message)', () => {
    const { res, sent } = fakeResponse();
    const invalid = new SiteError(10002, 'The credits field must be at least 1', {
      credits: ['The credits field must be at least 1', 'other'],
      reason: ['Required'],
    });
    new AdminApiExceptionFilter().catch(invalid, { switchToHttp: () => ({ getResponse: () => res }) } as never);
    expect(sent.status).toBe(400);
    expect(sent.body).toMatchObject({
      status: 400,
      code: 10002,
      message: 'The credits field must be at least 1',
      errors: { credits: 'The credits field must be at least 1', reason: 'Required' },
    });
    const refused = fakeResponse();
    new AdminApiExceptionFilter().catch(new SiteError(10025, undefined, { reason: 'INSUFFICIENT_FUNDS' }), {
      switchToHttp: () => ({ getResponse: () => refused.res }),
    } as never);
    expect(refused.sent.body).not.toHaveProperty('errors');
  });
});
