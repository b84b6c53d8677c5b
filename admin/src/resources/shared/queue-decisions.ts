import type { DataProvider, Identifier, RaRecord, UpdateManyParams, UpdateParams } from 'react-admin';

type HttpClient = (url: string, options?: { method?: string; body?: string }) => Promise<{ json: unknown }>;

/** A decision as the API takes it: `{ decision: 'accept' }` or `{ decision: 'reject', reason }` (1–500 characters, trimmed). */
export function decisionBody(data: unknown): { decision: 'accept' } | { decision: 'reject'; reason: string } {
  const { decision, reason } = (data ?? {}) as { decision?: unknown; reason?: unknown };
  if (decision === 'accept') return { decision };
  if (decision === 'reject') return { decision, reason: typeof reason === 'string' ? reason.trim() : '' };
  throw new Error(`unknown decision ${String(decision)}`);
}

/**
 * The queues whose decision is not ra-data-simple-rest's PUT: a contact request or a sent gift is
 * decided with `POST /admin-api/<resource>/:id/decision` `{ decision, reason? }` (the back-office
 * contract of services/profiles). react-admin's `update` / `updateMany` of the `resources` named go
 * there (updateMany: one decision per record, as the photo queue's bulk decisions); every other
 * call and resource goes to `provider` unchanged. The answer is the decided record when the server
 * sends it back, else the record as it was (the page refreshes after a decision anyway).
 */
export function withQueueDecisions<T extends DataProvider>(provider: T, apiUrl: string, http: HttpClient, resources: readonly string[]): T {
  const decide = async (resource: string, id: Identifier, data: unknown, previous?: RaRecord): Promise<RaRecord> => {
    const { json } = await http(`${apiUrl}/${resource}/${encodeURIComponent(String(id))}/decision`, {
      method: 'POST',
      body: JSON.stringify(decisionBody(data)),
    });
    const answer = json && typeof json === 'object' && 'id' in json ? (json as RaRecord) : undefined;
    return answer ?? { ...previous, id };
  };
  const update = ((resource: string, params: UpdateParams) =>
    resources.includes(resource)
      ? decide(resource, params.id, params.data, params.previousData).then((data) => ({ data }))
      : provider.update(resource, params)) as DataProvider['update'];
  const updateMany = ((resource: string, params: UpdateManyParams) =>
    resources.includes(resource)
      ? Promise.all(params.ids.map((id) => decide(resource, id, params.data))).then(() => ({ data: params.ids }))
      : provider.updateMany(resource, params)) as DataProvider['updateMany'];
  return { ...provider, update, updateMany };
}
