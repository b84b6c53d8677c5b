import { setTimeout as sleep } from 'node:timers/promises';
import { EventEnvelopeSchema } from '@dating/proto/platform/v1/envelope_pb';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InProcessEventBus } from '../bus/in-process-bus.js';
import { openServiceDatabase } from '../database/service-database.js';
import { defineEvent, encodeEvent } from '../events/event-definition.js';
import { on, subscribeReactions } from '../events/event-consumer.js';
import { eventually } from '../runtime/eventually.js';
import { createTestDatabase } from '../testing/test-env.js';
import { OutboxRelay } from './outbox-relay.js';
import { kernelMigrations } from './outbox-tables.migration.js';
import { appendToOutbox } from './outbox.js';

// The outbox, its relay and a consumer's inbox while PostgreSQL ends their connections again and
// again (pg_terminate_backend on this test's own database only): every event whose transaction
// committed reaches the consumer, none is applied twice, and the relay works off the outbox.

const Noted = defineEvent({ type: 'test.v1.Noted', version: 1, topic: 'test.notes.v1', schema: EventEnvelopeSchema });

describe('outbox relay and inbox across terminated connections', () => {
  let database: { url: string; drop(): Promise<void> };
  let producer: DataSource;
  let consumer: DataSource;
  let killer: pg.Client;
  const bus = new InProcessEventBus({ first: 20, max: 200 });

  beforeAll(async () => {
    database = await createTestDatabase('relay_outage');
    producer = await openServiceDatabase({ url: database.url, schema: 'producer', migrations: [...kernelMigrations('producer')], poolSize: 4 });
    consumer = await openServiceDatabase({ url: database.url, schema: 'consumer', migrations: [...kernelMigrations('consumer')], poolSize: 4 });
    await consumer.query(`CREATE TABLE consumer.effects (event_id text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    killer = new pg.Client({ connectionString: database.url });
    await killer.connect();
  });
  afterAll(async () => {
    await bus.close();
    await killer?.end();
    await producer?.destroy();
    await consumer?.destroy();
    await database?.drop();
  });

  it('applies every committed event once', async () => {
    const relay = new OutboxRelay(producer, 'producer', bus, { pollIntervalMs: 50 });
    const subscription = await subscribeReactions({
      bus,
      dataSource: consumer,
      schema: 'consumer',
      consumer: 'consumer.note',
      reactions: [
        on(Noted, async (_payload, envelope, manager) => {
          await manager.query(`INSERT INTO consumer.effects (event_id) VALUES ($1)`, [envelope.eventId]);
        }),
      ],
    });
    relay.start();

    const committed: string[] = [];
    let failed = 0;
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const event = encodeEvent(Noted, {}, { streamId: `s-${i % 7}`, actor: 'system:test' });
        try {
          await producer.transaction((manager) => appendToOutbox(manager, 'producer', [event]));
          committed.push(event.eventId);
        } catch {
          failed++;
        }
        await sleep(10);
      }
    })();
    let cuts = 0;
    for (let i = 0; i < 12; i++) {
      await sleep(250);
      const [{ n }] = (
        await killer.query(
          `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
        )
      ).rows;
      cuts += n;
    }
    writing = false;
    await writer;
    expect(cuts).toBeGreaterThan(0);
    expect(committed.length).toBeGreaterThan(50);

    await eventually(
      () => producer.query(`SELECT count(*)::int AS n FROM producer.outbox WHERE published_at IS NULL`),
      (rows) => rows[0].n === 0,
      30_000,
    );
    const effects = await eventually(
      () => consumer.query<{ event_id: string; n: number }[]>(`SELECT event_id, count(*)::int AS n FROM consumer.effects GROUP BY event_id`),
      (rows) => committed.every((id) => rows.some((r) => r.event_id === id)),
      30_000,
    );
    expect(effects.filter((r) => r.n > 1)).toEqual([]);
    expect(committed.filter((id) => !effects.some((r) => r.event_id === id))).toEqual([]);
    const [{ inbox }] = await consumer.query(`SELECT count(*)::int AS inbox FROM consumer.inbox WHERE consumer = 'consumer.note'`);
    expect(inbox).toBe(effects.length);
    await relay.stop();
    await subscription.close();
    expect(failed).toBeGreaterThanOrEqual(0);
  }, 120_000);
});
