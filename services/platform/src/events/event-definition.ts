import { randomUUID } from 'node:crypto';
import { create, fromBinary, toBinary, type DescMessage, type MessageInitShape, type MessageShape } from '@bufbuild/protobuf';
import { EventEnvelopeSchema, type EventEnvelope } from '@dating/proto/platform/v1/envelope_pb';
import { currentContext } from '../logging/logger.js';

/** An integration event: its explicit wire name, schema version, topic and protobuf message. */
export interface EventDefinition<D extends DescMessage = DescMessage> {
  /** Wire name, e.g. "identity.v1.MemberRegistered"; never derived from a class name. */
  type: string;
  version: number;
  /** Kafka topic per service and stream, e.g. "identity.members.v1". */
  topic: string;
  schema: D;
}

export function defineEvent<D extends DescMessage>(definition: EventDefinition<D>): EventDefinition<D> {
  return definition;
}

export interface EventMeta {
  streamId: string;
  streamVersion?: number;
  /** "member:<id>", "staff:<id>" or "system:<name>". */
  actor: string;
  correlationId?: string;
  causationId?: string;
  eventId?: string;
  occurredAt?: Date;
}

/** An event ready for the outbox: the encoded envelope plus what the relay routes by. */
export interface OutgoingEvent {
  eventId: string;
  type: string;
  topic: string;
  key: string;
  envelope: Uint8Array;
}

export function encodeEvent<D extends DescMessage>(definition: EventDefinition<D>, payload: MessageInitShape<D>, meta: EventMeta): OutgoingEvent {
  const eventId = meta.eventId ?? randomUUID();
  const envelope = create(EventEnvelopeSchema, {
    eventId,
    type: definition.type,
    schemaVersion: definition.version,
    streamId: meta.streamId,
    streamVersion: BigInt(meta.streamVersion ?? 0),
    correlationId: meta.correlationId ?? currentContext()?.correlationId ?? eventId,
    causationId: meta.causationId ?? currentContext()?.causationId ?? '',
    actor: meta.actor,
    occurredAtMs: BigInt((meta.occurredAt ?? new Date()).getTime()),
    payload: toBinary(definition.schema, create(definition.schema, payload)),
  });
  return { eventId, type: definition.type, topic: definition.topic, key: meta.streamId, envelope: toBinary(EventEnvelopeSchema, envelope) };
}

export function decodeEnvelope(bytes: Uint8Array): EventEnvelope {
  return fromBinary(EventEnvelopeSchema, bytes);
}

export function decodePayload<D extends DescMessage>(definition: EventDefinition<D>, envelope: EventEnvelope): MessageShape<D> {
  return fromBinary(definition.schema, envelope.payload);
}
