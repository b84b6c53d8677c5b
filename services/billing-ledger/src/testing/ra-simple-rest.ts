import { decodeEnvelope, decodePayload, type Sql, StaffActionRecorded } from '@dating/platform';

export { raRefusal, type RaListParams, simpleRestProvider, type SimpleRestProvider } from '@dating/platform/testing';

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
