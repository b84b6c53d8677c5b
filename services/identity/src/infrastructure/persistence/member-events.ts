import { appendToOutbox, encodeEvent, type EventDefinition } from '@dating/platform';
import type { DescMessage, MessageInitShape } from '@bufbuild/protobuf';
import type { EntityManager } from 'typeorm';
import { IDENTITY_SCHEMA } from '../../identity.tokens.js';
import { updateReturning } from './sql.js';

export interface PendingEvent<D extends DescMessage = DescMessage> {
  definition: EventDefinition<D>;
  payload: MessageInitShape<D>;
}

export function event<D extends DescMessage>(definition: EventDefinition<D>, payload: MessageInitShape<D>): PendingEvent {
  return { definition, payload } as unknown as PendingEvent;
}

/**
 * Writes a member's events into the identity outbox with the caller's transaction manager. Each
 * event gets the next version of the member's stream (the member row's `version`), which also
 * locks the member row until the transaction ends, so one member's events are numbered in order.
 */
export async function appendMemberEvents(manager: EntityManager, memberId: string, actor: string, events: PendingEvent[]): Promise<void> {
  if (!events.length) return;
  const rows = await updateReturning<{ version: number }>(manager, `UPDATE identity.members SET version = version + $2 WHERE id = $1 RETURNING version`, [
    memberId,
    events.length,
  ]);
  if (!rows.length) throw new Error(`member ${memberId} not found while appending events`);
  const first = rows[0]!.version - events.length + 1;
  await appendToOutbox(
    manager,
    IDENTITY_SCHEMA,
    events.map((e, i) => encodeEvent(e.definition, e.payload, { streamId: memberId, streamVersion: first + i, actor })),
  );
}
