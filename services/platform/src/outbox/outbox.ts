import type { EntityManager } from 'typeorm';
import type { OutgoingEvent } from '../events/event-definition.js';

/**
 * Writes integration events into the service's outbox with the caller's transaction manager, so
 * the state change and its events commit together or not at all.
 */
export async function appendToOutbox(manager: EntityManager, schema: string, events: OutgoingEvent[]): Promise<void> {
  if (!events.length) return;
  const values: unknown[] = [];
  const rows = events.map((e, i) => {
    values.push(e.eventId, e.type, e.topic, e.key, Buffer.from(e.envelope));
    const b = i * 5;
    return `($${b + 1}, $${b + 2}, $${b + 3}, $${b + 4}, $${b + 5})`;
  });
  await manager.query(`INSERT INTO "${schema}".outbox (event_id, type, topic, key, envelope) VALUES ${rows.join(', ')}`, values);
}

/**
 * Records that `consumer` applied `eventId`, in the caller's transaction. Returns false when it
 * was applied before: the caller then skips its effect, so a redelivered event changes nothing.
 */
export async function markApplied(manager: EntityManager, schema: string, consumer: string, eventId: string): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `INSERT INTO "${schema}".inbox (consumer, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1 AS applied`,
    [consumer, eventId],
  );
  return rows.length > 0;
}

/**
 * For a statement that writes its own outbox rows (one round trip, no transaction): the SQL of a
 * CTE body inserting the events passed as five array parameters from `$first` on, and those
 * arrays (`outboxArrays(events)`, spread into the parameters). `from` joins another CTE (e.g.
 * "ins"), so the rows are written only when it returned one. Kick the relay after the statement.
 */
export function outboxInsert(schema: string, first: number, from?: string): string {
  const p = (i: number) => `$${first + i}`;
  return `INSERT INTO "${schema}".outbox (event_id, type, topic, key, envelope)
    SELECT u.eid, u.t, u.topic, u.k, u.env FROM ${from ? `${from}, ` : ''}unnest(${p(0)}::uuid[], ${p(1)}::text[], ${p(2)}::text[], ${p(3)}::text[], ${p(4)}::bytea[]) AS u(eid, t, topic, k, env)`;
}

export function outboxArrays(events: OutgoingEvent[]): unknown[] {
  return [
    events.map((e) => e.eventId),
    events.map((e) => e.type),
    events.map((e) => e.topic),
    events.map((e) => e.key),
    events.map((e) => Buffer.from(e.envelope)),
  ];
}
