import { vi } from 'vitest';

export type Handler = (body: Record<string, unknown>, init: RequestInit) => unknown;

export interface FakeApi {
  calls: { path: string; body: Record<string, unknown> }[];
  callsTo(path: string): Record<string, unknown>[];
}

/** Answers a Site API call the way the server does: the envelope, HTTP status by code. */
export function ok(result: unknown, extra: Record<string, unknown> = {}) {
  return { status: true, result, desc: '', code: 0, error: '', ...extra };
}

export function fail(code: number, desc: string, error: unknown = desc, httpStatus = code === 401 || code === 10401 || code === 10003 ? 401 : 400) {
  return { __http: httpStatus, status: false, result: null, desc, code, error };
}

/**
 * Replaces fetch: `/api/<path>` calls go to the handler of that path (a value or a function of
 * the body); unknown paths answer 10404. FormData bodies are read into an object of their fields.
 */
export function fakeApi(handlers: Record<string, Record<string, unknown> | Handler>): FakeApi {
  const calls: FakeApi['calls'] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = String(url).replace(/^\/api\//, '');
      let body: Record<string, unknown> = {};
      if (init.body instanceof FormData) {
        for (const [k, v] of init.body.entries()) body[k] = k in body ? ([] as unknown[]).concat(body[k], v) : v;
      } else if (typeof init.body === 'string') body = JSON.parse(init.body) as Record<string, unknown>;
      calls.push({ path, body });
      const handler = handlers[path];
      const answer = typeof handler === 'function' ? await (handler as Handler)(body, init) : (handler ?? fail(10404, 'Requested object not found'));
      const { __http, ...envelope } = answer as Record<string, unknown> & { __http?: number };
      return new Response(JSON.stringify(envelope), { status: __http ?? 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return { calls, callsTo: (path) => calls.filter((c) => c.path === path).map((c) => c.body) };
}

/** A token the session accepts (decodable, not expired). */
export function fakeToken(): string {
  const payload = btoa(JSON.stringify({ sub: 'member:1', exp: Math.floor(Date.now() / 1000) + 3600 }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  return `header.${payload}.signature`;
}
