import type { DataProvider, Identifier, RaRecord, UpdateManyParams, UpdateParams } from 'react-admin';

export const CONTACT_REQUESTS = 'contact-requests';

type HttpClient = (url: string, options?: { method?: string; body?: string }) => Promise<{ json: unknown }>;

/** A decision as the API takes it: `{ decision: 'accept' }` or `{ decision: 'reject', reason }` (1–500 characters, trimmed). */
export function decisionBody(data: unknown): { decision: 'accept' } | { decision: 'reject'; reason: string } {
  const { decision, reason } = (data ?? {}) as { decision?: unknown; reason?: unknown };
  if (decision === 'accept') return { decision };
  if (decision === 'reject') return { decision, reason: typeof reason === 'string' ? reason.trim() : '' };
  throw new Error(`contact-requests: unknown decision ${String(decision)}`);
}

/**
 * The one resource whose decision is not ra-data-simple-rest's PUT: a contact request is decided
 * with `POST /admin-api/contact-requests/:id/decision` `{ decision, reason? }` (the back-office
 * contract of services/profiles). react-admin's `update` / `updateMany` of `contact-requests` go
 * there (updateMany: one decision per request, as the photo queue's bulk decisions); every other
 * call and resource goes to `provider` unchanged. The answer is the decided request when the
 * server sends it back, else the request as it was (the page refreshes after a decision anyway).
 */
export function withContactRequestDecisions<T extends DataProvider>(provider: T, apiUrl: string, http: HttpClient): T {
  const decide = async (id: Identifier, data: unknown, previous?: RaRecord): Promise<RaRecord> => {
    const { json } = await http(`${apiUrl}/${CONTACT_REQUESTS}/${encodeURIComponent(String(id))}/decision`, {
      method: 'POST',
      body: JSON.stringify(decisionBody(data)),
    });
    const answer = json && typeof json === 'object' && 'id' in json ? (json as RaRecord) : undefined;
    return answer ?? { ...previous, id };
  };
  const update = ((resource: string, params: UpdateParams) =>
    resource === CONTACT_REQUESTS
      ? decide(params.id, params.data, params.previousData).then((data) => ({ data }))
      : provider.update(resource, params)) as DataProvider['update'];
  const updateMany = ((resource: string, params: UpdateManyParams) =>
    resource === CONTACT_REQUESTS
      ? Promise.all(params.ids.map((id) => decide(id, params.data))).then(() => ({ data: params.ids }))
      : provider.updateMany(resource, params)) as DataProvider['updateMany'];
  return { ...provider, update, updateMany };
}
