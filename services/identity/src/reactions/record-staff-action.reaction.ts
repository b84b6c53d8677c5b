import { on, type Reaction, StaffActionRecorded } from '@dating/platform';

// eslint-disable-next-line no-control-regex -- the NUL character is exactly what is replaced
const NUL = /\u0000/g;
const LONE_SURROGATES = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text PostgreSQL keeps (no NUL, no unpaired surrogate; both written as visible escapes), bounded. */
function storable(value: string, max: number): string {
  const escape = (ch: string) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
  return value.replace(NUL, escape).replace(LONE_SURROGATES, escape).slice(0, max);
}

function storableJson(value: unknown): unknown {
  if (typeof value === 'string') return storable(value, 100_000);
  if (Array.isArray(value)) return value.map(storableJson);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [storable(k, 1000), storableJson(v)]));
  return value;
}

/**
 * The JSON of a record before or after, as jsonb text: null when empty; strings made storable (jsonb
 * refuses `\u0000` and unpaired surrogates); text that is not JSON is kept as `{ "unreadable": ... }`
 * rather than lost, so no record is ever refused for its content.
 */
export function auditJson(text: string): string | null {
  if (!text) return null;
  try {
    return JSON.stringify(storableJson(JSON.parse(text)));
  } catch {
    return JSON.stringify({ unreadable: storable(text, 100_000) });
  }
}

/**
 * identity keeps the browsable audit log: every `StaffActionRecorded` of every service (topic
 * `platform.staff-actions.v1`) becomes one row of `identity.audit_log`, applied with its inbox row
 * in one transaction (ServiceDb.onEvents) and once only (the inbox, and the unique event id).
 * The log is append-only: triggers refuse UPDATE, DELETE and TRUNCATE.
 */
export const recordStaffActionInAuditLog: Reaction = on(StaffActionRecorded, async (event, envelope, manager) => {
  await manager.query(
    `INSERT INTO identity.audit_log (event_id, service, actor_staff_id, actor_role, action, resource, record_id, before, after, ip, user_agent, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10, $11, to_timestamp($12::double precision / 1000))
     ON CONFLICT (event_id) DO NOTHING`,
    [
      storable(envelope.eventId, 200),
      storable(event.service || 'unknown', 100),
      storable(event.actorStaffId, 100),
      storable(event.actorRole, 100),
      storable(event.action, 200),
      storable(event.resource, 200),
      storable(event.recordId, 500),
      auditJson(event.beforeJson),
      auditJson(event.afterJson),
      storable(event.ip, 64),
      storable(event.userAgent, 512),
      Number(envelope.occurredAtMs) || Date.now(),
    ],
  );
});

/** The consumer group and inbox name of the audit log. */
export const AUDIT_LOG_CONSUMER = 'identity.audit-log';
