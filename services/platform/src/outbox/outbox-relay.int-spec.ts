import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { eventually } from '../runtime/eventually.js';
import type { DataSource, QueryRunner } from 'typeorm';
import { InProcessEventBus } from '../bus/in-process-bus.js';
import { openServiceDatabase } from '../database/service-database.js';
import { TEST_DATABASE_URL, uniqueName } from '../testing/test-env.js';
import { appendToOutbox, markApplied } from './outbox.js';
import { OutboxRelay, RELAY_SESSION_SETTINGS } from './outbox-relay.js';
import { kernelMigrations } from './outbox-tables.migration.js';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** The scans of a plan, with their index when they use one. */
const scansOf = (node: PlanNode): string[] => [
  ...(node['Node Type'].endsWith('Scan') ? [`${node['Node Type']}${node['Index Name'] ? ` on ${node['Index Name']}` : ''}`] : []),
  ...(node.Plans ?? []).flatMap(scansOf),
];

const POLL = (schema: string) => `SELECT id, topic, key, type, envelope FROM "${schema}".outbox WHERE published_at IS NULL ORDER BY id LIMIT 200`;

describe('outbox relay session (real PostgreSQL)', () => {
  const schema = uniqueName('relay_session');
  let db: DataSource;
  const bus = new InProcessEventBus({ first: 10, max: 100 });

  beforeAll(async () => {
    db = await openServiceDatabase({ url: TEST_DATABASE_URL, schema, migrations: kernelMigrations(schema), poolSize: 2 });
  });

  afterAll(async () => {
    await db?.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await db?.destroy();
    await bus.close();
  });

  /** The connection a relay takes for its lock (and its polls). */
  function relayWithItsRunner(sharedSession: boolean): { relay: OutboxRelay; runner: () => QueryRunner } {
    let taken: QueryRunner | undefined;
    const source = Object.create(db) as DataSource;
    source.createQueryRunner = () => (taken = db.createQueryRunner());
    return { relay: new OutboxRelay(source, schema, bus, { sharedSession }), runner: () => taken! };
  }

  const append = (n: number) =>
    db.transaction((m) =>
      appendToOutbox(
        m,
        schema,
        Array.from({ length: n }, (_, i) => ({
          eventId: crypto.randomUUID(),
          type: 't',
          topic: 'relay.session',
          key: `k${i}`,
          envelope: new Uint8Array([i % 256]),
        })),
      ),
    );

  /** The relay's settings as one session has them. */
  const settingsOf = async (on: { query: DataSource['query'] }): Promise<string[]> =>
    Promise.all(RELAY_SESSION_SETTINGS.map(async (name) => (await on.query(`SHOW ${name}`))[0][name] as string));

  /** The settings as each of the pool's two connections has them (both held at once, so both are asked). */
  async function settingsOnEveryConnection(): Promise<string[][]> {
    const runners = [db.createQueryRunner(), db.createQueryRunner()];
    try {
      await Promise.all(runners.map((r) => r.connect()));
      return await Promise.all(runners.map(settingsOf));
    } finally {
      await Promise.all(runners.map((r) => r.release()));
    }
  }

  it('polls by an index scan however many published rows wait for VACUUM, and gives the connection back as it found it', async () => {
    // Statistics taken with about one row in thirty pending (as under load) make the planner expect
    // fewer pending rows than a batch, and so choose a sequential or bitmap scan: every poll would
    // re-read all 3,000 published rows. Autovacuum stays off this table: its own ANALYZE, started by
    // the rows written here, could land between ours and the EXPLAIN and make the index scan the
    // planner's choice anyway (seen once in a CI run).
    await db.query(`ALTER TABLE "${schema}".outbox SET (autovacuum_enabled = false)`);
    await append(2900);
    const { relay, runner } = relayWithItsRunner(false);
    // Stopped whatever happens: a relay left running keeps its lock, and every later test's relay would find nothing to do.
    onTestFinished(() => relay.stop());
    let published = 0;
    for (let n = await relay.publishBatch(); n > 0; n = await relay.publishBatch()) published += n;
    await append(100);
    await runner().query(`ANALYZE "${schema}".outbox`);
    for (let n = await relay.publishBatch(); n > 0; n = await relay.publishBatch()) published += n;
    expect(published).toBe(3000);
    await append(2);
    const planOf = async (on: { query: DataSource['query'] }) => scansOf((await on.query(`EXPLAIN (FORMAT JSON) ${POLL(schema)}`))[0]['QUERY PLAN'][0].Plan);
    expect(await planOf(db)).not.toEqual(['Index Scan on outbox_unpublished']);

    expect(await settingsOf(runner())).toEqual(['off', 'off']);
    expect(await planOf(runner())).toEqual(['Index Scan on outbox_unpublished']);
    expect(await relay.publishBatch()).toBe(2);

    await relay.stop();
    expect(await settingsOnEveryConnection()).toEqual([
      ['on', 'on'],
      ['on', 'on'],
    ]);
  });

  it("leaves a shared session's settings alone (PGlite: one session serves every query)", async () => {
    await append(1);
    const { relay, runner } = relayWithItsRunner(true);
    expect(await relay.publishBatch()).toBe(1);
    expect(await settingsOf(runner())).toEqual(['on', 'on']);
    await relay.stop();
  });

  const counts = async () =>
    (
      await db.query(
        `SELECT count(*) FILTER (WHERE published_at IS NULL)::int AS pending, count(*) FILTER (WHERE published_at IS NOT NULL)::int AS published FROM "${schema}".outbox`,
      )
    )[0] as { pending: number; published: number };

  it('deletes published rows older than the retention, oldest first, in chunks, and keeps the rest', async () => {
    await db.query(`DELETE FROM "${schema}".outbox`);
    // 6,001 rows published eight days ago (more than one chunk; the retention is a week), 3 published an hour ago, 2 pending.
    await db.query(
      `INSERT INTO "${schema}".outbox (event_id, type, topic, key, envelope, published_at)
       SELECT gen_random_uuid(), 't', 'relay.prune', 'k', '\\x00', now() - CASE WHEN g <= 6001 THEN interval '8 days' ELSE interval '1 hour' END
       FROM generate_series(1, 6004) g`,
    );
    await append(2);
    const relay = new OutboxRelay(db, schema, bus);
    expect(await relay.prune()).toEqual({ outbox: 6001, inbox: 0 });
    expect(await counts()).toEqual({ pending: 2, published: 3 });
    expect(await relay.prune()).toEqual({ outbox: 0, inbox: 0 });
    await relay.stop();
  });

  it('deletes inbox rows older than thirty days by their age index, and keeps younger ones so a redelivery still finds them', async () => {
    // 6,001 events applied 31 days ago (more than one chunk), 2 applied 29 days ago, 1 just now.
    await db.query(
      `INSERT INTO "${schema}".inbox (consumer, event_id, applied_at)
       SELECT 'relay.prune', gen_random_uuid(), now() - CASE WHEN g <= 6001 THEN interval '31 days' WHEN g <= 6003 THEN interval '29 days' ELSE interval '0' END
       FROM generate_series(1, 6004) g`,
    );
    const recent: { event_id: string }[] = await db.query(`SELECT event_id FROM "${schema}".inbox WHERE applied_at > now() - interval '1 minute'`);
    const { relay, runner } = relayWithItsRunner(false);
    expect(await relay.prune()).toEqual({ outbox: 0, inbox: 6001 });
    const left: { n: number }[] = await db.query(`SELECT count(*)::int AS n FROM "${schema}".inbox`);
    expect(left[0].n).toBe(3);
    // The event applied just now is still known as applied: a redelivery of it changes nothing.
    expect(await db.transaction((m) => markApplied(m, schema, 'relay.prune', recent[0].event_id))).toBe(false);
    // On the relay's connection the old rows are found through the age index, not by reading the whole inbox.
    const plan = await runner().query(
      `EXPLAIN (FORMAT JSON) SELECT consumer, event_id FROM "${schema}".inbox WHERE applied_at < now() - interval '30 days' ORDER BY applied_at LIMIT 5000`,
    );
    expect(scansOf(plan[0]['QUERY PLAN'][0].Plan)).toEqual(['Index Scan on inbox_applied_at']);
    await relay.stop();
  });

  it('prunes on its own when it has nothing to publish', async () => {
    await db.query(`UPDATE "${schema}".outbox SET published_at = now() - interval '2 minutes' WHERE published_at IS NOT NULL`);
    const relay = new OutboxRelay(db, schema, bus, { retentionMs: 60_000, pruneEveryMs: 20, pollIntervalMs: 20 });
    relay.start();
    try {
      // The two pending rows are published first (and kept: they were published just now).
      await eventually(counts, (c) => c.pending === 0 && c.published === 2, 10_000, 20);
    } finally {
      await relay.stop();
    }
  });

  it('a kick that comes while a pass is publishing brings another pass at once, not at the next poll', async () => {
    await db.query(`UPDATE "${schema}".outbox SET published_at = now() WHERE published_at IS NULL`);
    // A transport that takes its time: the second row commits and kicks while the first is being published.
    let publishing: (() => void) | null = null;
    const slowBus = Object.create(bus) as typeof bus;
    slowBus.publish = async (messages) => {
      publishing?.();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await bus.publish(messages);
    };
    // A poll far beyond the test: only kicks can make it publish.
    const relay = new OutboxRelay(db, schema, slowBus, { pollIntervalMs: 600_000, pruneEveryMs: 600_000 });
    relay.start();
    try {
      await eventually(counts, (c) => c.pending === 0, 10_000, 20); // the first pass finds nothing and sleeps
      const firstUnderWay = new Promise<void>((resolve) => (publishing = resolve));
      await append(1);
      relay.kick();
      await firstUnderWay;
      publishing = null;
      await append(1);
      relay.kick(); // during the pass: no sleep to cut short, so the relay must remember it
      await eventually(counts, (c) => c.pending === 0, 5_000, 20);
    } finally {
      await relay.stop();
    }
  });
});
