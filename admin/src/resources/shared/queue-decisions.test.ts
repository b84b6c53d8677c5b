import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../../auth/session';
import { dataProvider } from '../../dataProvider';
import { decisionBody } from './queue-decisions';

/** The back office's real data provider over a fake fetch: the HTTP calls the contract names. */
function fakeFetch(answer: (url: string, init: RequestInit) => { status?: number; body: unknown; headers?: Record<string, string> }) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const { status = 200, body, headers = {} } = answer(url, init);
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const callOf = (fetchMock: ReturnType<typeof fakeFetch>, i = 0) => {
  const [url, init] = fetchMock.mock.calls[i]! as [string, RequestInit];
  return {
    url: decodeURIComponent(url),
    method: init.method ?? 'GET',
    body: init.body ? JSON.parse(String(init.body)) : undefined,
    headers: new Headers(init.headers),
  };
};

describe('the decision queues over the admin API (contact requests, gifts)', () => {
  beforeEach(() =>
    writeSession({ access_token: 'staff-token', staff: { id: 's1', name: 'Site Moderator', email: 's@x', role: 'site_moderator', agency_id: null } }),
  );
  afterEach(() => vi.unstubAllGlobals());

  it('counts what waits with one row of the list: range [0,0], the status filter, the Content-Range total', async () => {
    const fetchMock = fakeFetch(() => ({ body: [], headers: { 'Content-Range': 'contact-requests 0-0/7' } }));
    const { total } = await dataProvider.getList('contact-requests', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'created_at', order: 'ASC' },
      filter: { status: 'verification' },
    });
    expect(total).toBe(7);
    const { url, headers } = callOf(fetchMock);
    expect(url).toMatch(/^\/admin-api\/contact-requests\?/);
    expect(url).toContain('range=[0,0]');
    expect(url).toContain('filter={"status":"verification"}');
    expect(headers.get('Authorization')).toBe('Bearer staff-token');
  });

  it('posts an acceptance to the request’s decision, without a reason', async () => {
    const fetchMock = fakeFetch(() => ({ body: { id: 12, status: 'accept', step: null } }));
    const { data } = await dataProvider.update('contact-requests', { id: 12, data: { decision: 'accept', reason: null }, previousData: { id: 12 } });
    expect(callOf(fetchMock)).toMatchObject({ url: '/admin-api/contact-requests/12/decision', method: 'POST', body: { decision: 'accept' } });
    expect(callOf(fetchMock).body).not.toHaveProperty('reason');
    expect(data).toMatchObject({ id: 12, status: 'accept' });
  });

  it('posts a rejection with its trimmed reason; an answer without the record keeps the one on screen', async () => {
    const fetchMock = fakeFetch(() => ({ status: 200, body: { ok: true } }));
    const { data } = await dataProvider.update('contact-requests', {
      id: 11,
      data: { decision: 'reject', reason: '  No contacts on file  ' },
      previousData: { id: 11, status: 'process' },
    });
    expect(callOf(fetchMock)).toMatchObject({
      url: '/admin-api/contact-requests/11/decision',
      method: 'POST',
      body: { decision: 'reject', reason: 'No contacts on file' },
    });
    expect(data).toEqual({ id: 11, status: 'process' });
  });

  it('accepts many with one decision each', async () => {
    const fetchMock = fakeFetch((url) => ({ body: { id: Number(/contact-requests\/(\d+)/.exec(url)![1]) } }));
    const { data } = await dataProvider.updateMany('contact-requests', { ids: [12, 13], data: { decision: 'accept' } });
    expect(data).toEqual([12, 13]);
    expect(fetchMock.mock.calls.map((_, i) => callOf(fetchMock, i).url).sort()).toEqual([
      '/admin-api/contact-requests/12/decision',
      '/admin-api/contact-requests/13/decision',
    ]);
  });

  it('posts a gift’s decision to its own decision route, and accepts many gifts with one decision each', async () => {
    const fetchMock = fakeFetch((url) => ({ body: { id: Number(/gift-sends\/(\d+)/.exec(url)![1]), status: 'verification' } }));
    await dataProvider.update('gift-sends', { id: 21, data: { decision: 'reject', reason: ' Not deliverable to her city ' }, previousData: { id: 21 } });
    expect(callOf(fetchMock)).toMatchObject({
      url: '/admin-api/gift-sends/21/decision',
      method: 'POST',
      body: { decision: 'reject', reason: 'Not deliverable to her city' },
    });
    const { data } = await dataProvider.updateMany('gift-sends', { ids: [22, 23], data: { decision: 'accept' } });
    expect(data).toEqual([22, 23]);
    expect(
      fetchMock.mock.calls
        .slice(1)
        .map((_, i) => callOf(fetchMock, i + 1))
        .map(({ url, method, body }) => ({ url, method, body }))
        .sort((a, b) => a.url.localeCompare(b.url)),
    ).toEqual([
      { url: '/admin-api/gift-sends/22/decision', method: 'POST', body: { decision: 'accept' } },
      { url: '/admin-api/gift-sends/23/decision', method: 'POST', body: { decision: 'accept' } },
    ]);
  });

  it('leaves the gift catalogue to ra-data-simple-rest (a PUT of the gift)', async () => {
    const fetchMock = fakeFetch(() => ({ body: { id: 3, name: 'Roses', active: false } }));
    await dataProvider.update('gifts', { id: 3, data: { active: false }, previousData: { id: 3 } });
    expect(callOf(fetchMock)).toMatchObject({ url: '/admin-api/gifts/3', method: 'PUT', body: { active: false } });
  });

  it("passes the server's refusal on (the admin error shape)", async () => {
    fakeFetch(() => ({ status: 409, body: { message: 'Her agency moderator decides first', code: 10034, status: 409 } }));
    await expect(dataProvider.update('contact-requests', { id: 11, data: { decision: 'accept' }, previousData: { id: 11 } })).rejects.toMatchObject({
      status: 409,
      message: 'Her agency moderator decides first',
    });
  });

  it('leaves every other resource to ra-data-simple-rest (a PUT)', async () => {
    const fetchMock = fakeFetch(() => ({ body: { id: 5, decision: 'accept' } }));
    await dataProvider.update('photo-moderation', { id: 5, data: { decision: 'accept', reason: null }, previousData: { id: 5 } });
    expect(callOf(fetchMock)).toMatchObject({ url: '/admin-api/photo-moderation/5', method: 'PUT' });
  });

  it('refuses a decision the API does not know', () => {
    expect(() => decisionBody({ decision: 'maybe' })).toThrow();
  });
});
