import type { DataSource, EntityManager } from 'typeorm';
import type { DescMessage, MessageShape } from '@bufbuild/protobuf';
import type { EventEnvelope } from '@dating/proto/platform/v1/envelope_pb';
import type { EventBus, Subscription } from '../bus/event-bus.js';
import { logger, runWithContext } from '../logging/logger.js';
import { markApplied } from '../outbox/outbox.js';
import { decodeEnvelope, decodePayload, type EventDefinition } from './event-definition.js';

export type EventReaction<D extends DescMessage> = (payload: MessageShape<D>, envelope: EventEnvelope, manager: EntityManager) => Promise<void>;

export interface Reaction {
  definition: EventDefinition;
  handle: EventReaction<DescMessage>;
}

export function on<D extends DescMessage>(definition: EventDefinition<D>, handle: EventReaction<D>): Reaction {
  return { definition, handle: handle as unknown as EventReaction<DescMessage> };
}

/**
 * Subscribes a service's reactions. Each event is applied in one transaction together with its
 * inbox row, so a redelivered event changes nothing; events of other types are ignored.
 */
export async function subscribeReactions(options: {
  bus: EventBus;
  dataSource: DataSource;
  schema: string;
  /** Consumer group and inbox name, e.g. "billing-ledger.open-account". */
  consumer: string;
  reactions: Reaction[];
  /** Called after each applied event's commit (the embedded product kicks the outbox relay: a reaction may have published). */
  afterCommit?: () => void;
}): Promise<Subscription> {
  const byType = new Map(options.reactions.map((r) => [r.definition.type, r]));
  const topics = [...new Set(options.reactions.map((r) => r.definition.topic))];
  const log = logger(options.consumer);
  return options.bus.subscribe({
    group: options.consumer,
    topics,
    handler: async (message) => {
      const envelope = decodeEnvelope(message.value);
      const reaction = byType.get(envelope.type);
      if (!reaction) return;
      const payload = decodePayload(reaction.definition, envelope);
      await runWithContext({ correlationId: envelope.correlationId, causationId: envelope.eventId }, () =>
        options.dataSource.transaction(async (manager) => {
          if (!(await markApplied(manager, options.schema, options.consumer, envelope.eventId))) {
            log.debug({ eventId: envelope.eventId }, 'already applied');
            return;
          }
          await reaction.handle(payload, envelope, manager);
        }),
      );
      options.afterCommit?.();
    },
  });
}
