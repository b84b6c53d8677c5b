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
