import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import type { DeliveredMessage, EventBus } from '../bus/event-bus.js';
import { openServiceDatabase } from '../database/service-database.js';
import { OutboxRelay } from '../outbox/outbox-relay.js';
import { kernelMigrations } from '../outbox/outbox-tables.migration.js';
import { appendToOutbox } from '../outbox/outbox.js';
import { TEST_DATABASE_URL, uniqueName } from './test-env.js';

const text = (s: string) => new TextEncoder().encode(s);
const read = (m: DeliveredMessage) => new TextDecoder().decode(m.value);

async function until(condition: () => boolean, timeoutMs = 30_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

/**
 * ONE contract for every event bus transport, run against the in-process bus and Kafka alike
 * (with the outbox relay on the real PostgreSQL of this machine).
 */
export function describeEventBusContract(name: string, makeBus: () => Promise<EventBus>): void {
  describe(`event bus contract: ${name}`, () => {
    let bus: EventBus;
    let db: DataSource;
    const schema = uniqueName('bus_contract');

    beforeAll(async () => {
      bus = await makeBus();
      db = await openServiceDatabase({ url: TEST_DATABASE_URL, schema, migrations: [...kernelMigrations(schema)], poolSize: 6 });
    });

    afterAll(async () => {
      await bus?.close();
      await db?.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await db?.destroy();
    });

    it('keeps the order of messages with one key', async () => {
      const topic = uniqueName('order');
      await bus.ensureTopics([topic]);
      const seen = new Map<string, number[]>();
      const sub = await bus.subscribe({
        group: uniqueName('g'),
        topics: [topic],
        handler: async (m) => {
          seen.set(m.key, [...(seen.get(m.key) ?? []), Number(read(m))]);
        },
      });
      const keys = ['a', 'b', 'c', 'd', 'e'];
      const messages = Array.from({ length: 100 }, (_, i) => ({ topic, key: keys[i % keys.length]!, value: text(String(i)) }));
      // Published in several batches, as a relay would.
      for (let i = 0; i < messages.length; i += 17) await bus.publish(messages.slice(i, i + 17));
      await until(() => [...seen.values()].reduce((n, v) => n + v.length, 0) >= 100, 30_000, 'all messages');
      for (const key of keys) {
        const expected = messages.filter((m) => m.key === key).map((m) => Number(new TextDecoder().decode(m.value)));
        expect(seen.get(key)).toEqual(expected);
      }
      await sub.close();
    });

    it('delivers at least once: a failed handler sees the message again, and inbox dedupe applies it once', async () => {
      const topic = uniqueName('alo');
      await bus.ensureTopics([topic]);
      const attempts = new Map<string, number>();
      const applied = new Set<string>();
      let appliedCount = 0;
      const sub = await bus.subscribe({
        group: uniqueName('g'),
        topics: [topic],
        handler: async (m) => {
          const id = read(m);
          const n = (attempts.get(id) ?? 0) + 1;
          attempts.set(id, n);
          if (id === 'm3' && n === 1) throw new Error('transient failure');
          if (!applied.has(id)) {
            applied.add(id);
            appliedCount++;
          }
        },
      });
      await bus.publish(['m1', 'm2', 'm3', 'm4'].map((id) => ({ topic, key: 'k', value: text(id) })));
      await until(() => applied.size === 4, 30_000, 'four applied');
      expect(attempts.get('m3')).toBeGreaterThanOrEqual(2);
      expect(appliedCount).toBe(4);
      expect(applied.has('m4')).toBe(true);
      await sub.close();
    });

    it('redelivers a message to the group when a consumer dies before committing it', async () => {
      const topic = uniqueName('dies');
      await bus.ensureTopics([topic]);
      const group = uniqueName('g');
      let firstGot: string | null = null;
      let killFirst: () => void = () => undefined;
      const firstDied = new Promise<void>((r) => (killFirst = r));
      const first = await bus.subscribe({
        group,
        topics: [topic],
        handler: async (m) => {
          firstGot = read(m);
          killFirst();
          // The consumer dies while handling: the handler never completes.
          await new Promise(() => undefined);
        },
      });
      await Promise.race([bus.publish([{ topic, key: 'k', value: text('only') }]), firstDied]);
      await firstDied;
      expect(firstGot).toBe('only');
      await first.close();
      const second: string[] = [];
      const sub = await bus.subscribe({ group, topics: [topic], handler: async (m) => void second.push(read(m)) });
      await until(() => second.length >= 1, 45_000, 'redelivery');
      expect(second).toContain('only');
      await sub.close();
    });

    it('loses nothing across a relay restart', async () => {
      const topic = uniqueName('relay');
      await bus.ensureTopics([topic]);
      const got = new Set<string>();
      const sub = await bus.subscribe({ group: uniqueName('g'), topics: [topic], handler: async (m) => void got.add(read(m)) });
      await db.transaction((m) =>
        appendToOutbox(
          m,
          schema,
          Array.from({ length: 30 }, (_, i) => ({ eventId: crypto.randomUUID(), type: 't', topic, key: `k${i % 3}`, envelope: text(`e${i}`) })),
        ),
      );
      // The first relay publishes one small batch, then stops (a restart), leaving the rest.
      const first = new OutboxRelay(db, schema, bus, { batchSize: 7 });
      expect(await first.publishBatch()).toBe(7);
      await first.stop();
      const second = new OutboxRelay(db, schema, bus, { batchSize: 7, pollIntervalMs: 20 });
      second.start();
      await until(() => got.size === 30, 30_000, 'all 30 events');
      await second.stop();
      const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM "${schema}".outbox WHERE published_at IS NULL AND topic = $1`, [topic]);
      expect(n).toBe(0);
      await sub.close();
    });

    it('publishes an event that commits late with a lower id', async () => {
      const topic = uniqueName('late');
      await bus.ensureTopics([topic]);
      const got: string[] = [];
      const sub = await bus.subscribe({ group: uniqueName('g'), topics: [topic], handler: async (m) => void got.push(read(m)) });
      const slow = db.createQueryRunner();
      await slow.connect();
      await slow.startTransaction();
      // The slow transaction takes the lower id first, but commits after a later one.
      await appendToOutbox(slow.manager, schema, [{ eventId: crypto.randomUUID(), type: 't', topic, key: 'x', envelope: text('early-id') }]);
      await db.transaction((m) => appendToOutbox(m, schema, [{ eventId: crypto.randomUUID(), type: 't', topic, key: 'y', envelope: text('later-id') }]));
      const relay = new OutboxRelay(db, schema, bus, { pollIntervalMs: 20 });
      relay.start();
      await until(() => got.includes('later-id'), 30_000, 'later-id');
      await slow.commitTransaction();
      await slow.release();
      await until(() => got.includes('early-id'), 30_000, 'early-id');
      await relay.stop();
      await sub.close();
    });

    it('lets only one relay publish at a time', async () => {
      const a = new OutboxRelay(db, schema, bus);
      const b = new OutboxRelay(db, schema, bus);
      await db.transaction((m) =>
        appendToOutbox(m, schema, [{ eventId: crypto.randomUUID(), type: 't', topic: uniqueName('lock'), key: 'k', envelope: text('z') }]),
      );
      expect(await a.publishBatch()).toBe(1);
      await db.transaction((m) =>
        appendToOutbox(m, schema, [{ eventId: crypto.randomUUID(), type: 't', topic: uniqueName('lock'), key: 'k', envelope: text('z2') }]),
      );
      expect(await b.publishBatch()).toBe(0);
      await a.stop();
      expect(await b.publishBatch()).toBe(1);
      await b.stop();
    });
  });
}
