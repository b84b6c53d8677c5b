import { encodeEvent, type EventDefinition, type Transaction } from '@dating/platform';
import type { DescMessage, MessageInitShape } from '@bufbuild/protobuf';
import { MemberSessionsEndedEvent } from '../../contracts/identity-events.js';

export interface PendingEvent<D extends DescMessage = DescMessage> {
  definition: EventDefinition<D>;
  payload: MessageInitShape<D>;
}

export function event<D extends DescMessage>(definition: EventDefinition<D>, payload: MessageInitShape<D>): PendingEvent {
  return { definition, payload } as unknown as PendingEvent;
}

/** MemberSessionsEnded for the sessions a change ended (none when it ended none). */
export function sessionsEnded(memberId: string, sessionIds: string[], reason: 'sign-out' | 'password-change' | 'password-reset'): PendingEvent[] {
  return sessionIds.length ? [event(MemberSessionsEndedEvent, { memberId, sessionIds, reason })] : [];
}

/**
 * Publishes a member's events in the caller's transaction (the outbox commits with the change).
 * Each event gets the next version of the member's stream (the member row's `version`), which also
 * locks the member row until the transaction ends, so one member's events are numbered in order.
 */
export async function appendMemberEvents(tx: Transaction, memberId: string, actor: string, events: PendingEvent[]): Promise<void> {
  if (!events.length) return;
  const [row] = await tx.query<{ version: number }>(
    `WITH bumped AS (UPDATE identity.members SET version = version + $2 WHERE id = $1 RETURNING version) SELECT version FROM bumped`,
    [memberId, events.length],
  );
  if (!row) throw new Error(`member ${memberId} not found while appending events`);
  const first = row.version - events.length + 1;
  await tx.publish(events.map((e, i) => encodeEvent(e.definition, e.payload, { streamId: memberId, streamVersion: first + i, actor })));
}
