import { setTimeout as sleep } from 'node:timers/promises';
import { EventEnvelopeSchema } from '@dating/proto/platform/v1/envelope_pb';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InProcessEventBus } from '../bus/in-process-bus.js';
import { openServiceDatabase } from '../database/service-database.js';
import { kernelMigrations } from '../outbox/outbox-tables.migration.js';
import { appendToOutbox } from '../outbox/outbox.js';
import { createTestDatabase } from '../testing/test-env.js';
import { decodeEnvelope, defineEvent, encodeEvent } from './event-definition.js';
import { on, subscribeReactions } from './event-consumer.js';

// The envelope message itself serves as a payload schema here: the platform owns no event.
const Pinged = defineEvent({ type: 'test.v1.Pinged', version: 1, topic: 'test.pings.v1', schema: EventEnvelopeSchema });
const Ponged = defineEvent({ type: 'test.v1.Ponged', version: 1, topic: 'test.pongs.v1', schema: EventEnvelopeSchema });

describe('reactions', () => {
  let database: { url: string; drop(): Promise<void> };
  let dataSource: DataSource;
  const bus = new InProcessEventBus();

  beforeAll(async () => {
    database = await createTestDatabase('reactions');
    dataSource = await openServiceDatabase({ url: database.url, schema: 'reactor', migrations: [...kernelMigrations('reactor')] });
  });

  afterAll(async () => {
    await bus.close();
    await dataSource.destroy();
    await database.drop();
  });

  it('stamps the handled event as the causation of the events a reaction writes, and applies a redelivery once', async () => {
    const subscription = await subscribeReactions({
      bus,
      dataSource,
      schema: 'reactor',
      consumer: 'reactor.pong-on-ping',
      reactions: [
        on(Pinged, async (_payload, envelope, manager) => {
          await appendToOutbox(manager, 'reactor', [encodeEvent(Ponged, {}, { streamId: envelope.streamId, actor: 'system:test' })]);
        }),
      ],
    });
    const ping = encodeEvent(Pinged, {}, { streamId: 's-1', actor: 'member:1', correlationId: 'corr-1' });
    await bus.publish([{ topic: ping.topic, key: ping.key, value: ping.envelope }]);
    await bus.publish([{ topic: ping.topic, key: ping.key, value: ping.envelope }]); // redelivered

    let rows: { envelope: Buffer }[] = [];
    for (let i = 0; i < 100 && rows.length === 0; i++) {
      rows = await dataSource.query(`SELECT envelope FROM reactor.outbox WHERE type = 'test.v1.Ponged'`);
      if (!rows.length) await sleep(20);
    }
    await sleep(100);
    rows = await dataSource.query(`SELECT envelope FROM reactor.outbox WHERE type = 'test.v1.Ponged'`);
    expect(rows).toHaveLength(1);
    const pong = decodeEnvelope(rows[0]!.envelope);
    expect(pong.causationId).toBe(ping.eventId);
    expect(pong.correlationId).toBe('corr-1');
    await subscription.close();
  });
});
