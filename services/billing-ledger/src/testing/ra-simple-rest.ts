import { decodeEnvelope, decodePayload, type Sql, StaffActionRecorded } from '@dating/platform';

/**
 * The requests react-admin's `ra-data-simple-rest` data provider makes (same URLs, query
 * parameters, methods, headers and answer handling: `total` from the number after the `/` of
 * `Content-Range`, a non-2xx answer rejected with the body's `message`), over real HTTP with a
 * staff token, so a test drives a resource exactly as the back office does.
 */
export class RaHttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: Record<string, unknown> | null,
  ) {
    super(message);
  }
}

export interface RaListParams {
  pagination: { page: number; perPage: number };
  sort: { field: string; order: 'ASC' | 'DESC' };
  filter?: Record<string, unknown>;
}

type Json = Record<string, unknown>;

export function simpleRestProvider(apiUrl: string, token: string | null) {
  async function fetchJson(url: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}) {
    const headers = new Headers(init.headers);
    headers.set('Accept', 'application/json');
    if (init.body && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const res = await fetch(url, { method: init.method ?? 'GET', headers, body: init.body });
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (res.status < 200 || res.status >= 300)
      throw new RaHttpError(((json as Json | null)?.message as string) || res.statusText, res.status, json as Json | null);
    return { status: res.status, headers: res.headers, json };
  }

  const query = (q: Record<string, unknown>) => new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, JSON.stringify(v)])).toString();

  async function list(resource: string, params: RaListParams, filter: Record<string, unknown>) {
    const { page, perPage } = params.pagination;
    const [start, end] = [(page - 1) * perPage, page * perPage - 1];
    const url = `${apiUrl}/${resource}?${query({ sort: [params.sort.field, params.sort.order], range: [start, end], filter })}`;
    const { headers, json } = await fetchJson(url, { headers: { Range: `${resource}=${start}-${end}` } });
    const range = headers.get('content-range');
    if (!range) throw new Error(`The Content-Range header is missing in the answer to ${url}`);
    return { data: json as Json[], total: parseInt(range.split('/').pop()!, 10) };
  }

  return {
    getList: (resource: string, params: RaListParams) => list(resource, params, params.filter ?? {}),
    getOne: async (resource: string, id: string | number) => ({ data: (await fetchJson(`${apiUrl}/${resource}/${id}`)).json as Json }),
    getMany: async (resource: string, ids: (string | number)[]) => ({
      data: (await fetchJson(`${apiUrl}/${resource}?${query({ filter: { id: ids } })}`)).json as Json[],
    }),
    getManyReference: (resource: string, target: string, id: string | number, params: RaListParams) =>
      list(resource, params, { ...params.filter, [target]: id }),
    create: async (resource: string, data: Json) => ({
      data: (await fetchJson(`${apiUrl}/${resource}`, { method: 'POST', body: JSON.stringify(data) })).json as Json,
    }),
    update: async (resource: string, id: string | number, data: Json) => ({
      data: (await fetchJson(`${apiUrl}/${resource}/${id}`, { method: 'PUT', body: JSON.stringify(data) })).json as Json,
    }),
    delete: async (resource: string, id: string | number) => ({
      data: (await fetchJson(`${apiUrl}/${resource}/${id}`, { method: 'DELETE', headers: { 'Content-Type': 'text/plain' } })).json as Json,
    }),
  };
}

export type SimpleRestProvider = ReturnType<typeof simpleRestProvider>;

/** The rejection of a data provider call (a spec failure when it succeeds). */
export async function raRefusal(call: Promise<unknown>): Promise<{ status: number; body: Record<string, unknown> | null }> {
  try {
    await call;
  } catch (err) {
    if (err instanceof RaHttpError) return { status: err.status, body: err.body };
    throw err;
  }
  throw new Error('expected the data provider call to be refused');
}

/** The staff actions in billing's outbox, oldest first, decoded (the audit records it publishes). */
export async function staffActionsInOutbox(
  sql: Sql,
): Promise<
  { action: string; resource: string; recordId: string; actorStaffId: string; actorRole: string; before: unknown; after: unknown; service: string }[]
> {
  const rows = await sql.query<{ envelope: Buffer }>(`SELECT envelope FROM billing.outbox WHERE type = $1 ORDER BY id`, [StaffActionRecorded.type]);
  return rows.map((r) => {
    const event = decodePayload(StaffActionRecorded, decodeEnvelope(new Uint8Array(r.envelope)));
    const parse = (json: string) => (json ? (JSON.parse(json) as unknown) : null);
    return {
      action: event.action,
      resource: event.resource,
      recordId: event.recordId,
      actorStaffId: event.actorStaffId,
      actorRole: event.actorRole,
      before: parse(event.beforeJson),
      after: parse(event.afterJson),
      service: event.service,
    };
  });
}
