import { fetchUtils, HttpError } from 'ra-core';
import raSimpleRest from 'ra-data-simple-rest';

/**
 * react-admin's own `ra-data-simple-rest` data provider, unchanged, over real HTTP with a staff
 * token (as the back office's httpClient adds it), so a test drives a resource exactly as the
 * back office does. The methods take the ids and records positionally for short specs.
 */
export interface RaListParams {
  pagination: { page: number; perPage: number };
  sort: { field: string; order: 'ASC' | 'DESC' };
  filter?: Record<string, unknown>;
}

type Json = Record<string, unknown>;

export function simpleRestProvider(apiUrl: string, token: string | null) {
  const provider = raSimpleRest(apiUrl, (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers as HeadersInit | undefined);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return fetchUtils.fetchJson(url, { ...options, headers });
  });
  const json = <T>(data: unknown) => data as T;
  return {
    getList: async (resource: string, params: RaListParams) => {
      const { data, total } = await provider.getList(resource, { ...params, filter: params.filter ?? {} });
      return { data: json<Json[]>(data), total: total! };
    },
    getOne: async (resource: string, id: string | number) => ({ data: json<Json>((await provider.getOne(resource, { id })).data) }),
    getMany: async (resource: string, ids: (string | number)[]) => ({ data: json<Json[]>((await provider.getMany(resource, { ids })).data) }),
    getManyReference: async (resource: string, target: string, id: string | number, params: RaListParams) => {
      const { data, total } = await provider.getManyReference(resource, { ...params, target, id, filter: params.filter ?? {} });
      return { data: json<Json[]>(data), total: total! };
    },
    create: async (resource: string, data: Json) => ({ data: json<Json>((await provider.create(resource, { data })).data) }),
    update: async (resource: string, id: string | number, data: Json) => ({
      data: json<Json>((await provider.update(resource, { id, data, previousData: { id } })).data),
    }),
    delete: async (resource: string, id: string | number) => ({ data: json<Json>((await provider.delete(resource, { id, previousData: { id } })).data) }),
  };
}

export type SimpleRestProvider = ReturnType<typeof simpleRestProvider>;

/** The rejection of a data provider call (a spec failure when it succeeds): react-admin's HttpError status and body. */
export async function raRefusal(call: Promise<unknown>): Promise<{ status: number; body: Record<string, unknown> | null }> {
  try {
    await call;
  } catch (err) {
    if (err instanceof HttpError) return { status: err.status, body: (err.body as Record<string, unknown> | null) ?? null };
    throw err;
  }
  throw new Error('expected the data provider call to be refused');
}
