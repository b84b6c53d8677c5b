import { setTimeout as sleep } from 'node:timers/promises';
import type { DataSource, QueryRunner } from 'typeorm';
import type { EventBus } from '../bus/event-bus.js';
import { logger } from '../logging/logger.js';

export interface RelayOptions {
  batchSize?: number;
  pollIntervalMs?: number;
  /** PGlite: one session serves every query, so the relay must not change that session's settings. */
  sharedSession?: boolean;
  /** How long a published row is kept (OUTBOX_RETENTION_MS). */
  retentionMs?: number;
  /** How long an inbox row is kept (INBOX_RETENTION_MS). */
  inboxRetentionMs?: number;
  /** How often the relay looks for rows older than those, when it has nothing to publish. */
  pruneEveryMs?: number;
}

/**
 * Published rows are kept a week, to look into what left and when (the events themselves live on
 * in the bus and in each service's own tables), then deleted: the outbox never grows without end.
 */
export const OUTBOX_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * An inbox row (an event a consumer applied) only has to outlive every chance of the same event
 * coming again: a relay re-publishes only rows it has not marked, and the bus keeps a topic a day
 * here (deploy/kafka) and a week by Kafka's default. Thirty days is well past both.
 */
export const INBOX_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 10 * 60 * 1000;
/** Rows deleted per statement, and statements per prune (a backlog is worked off over several idle moments). */
const PRUNE_CHUNK = 5000;
const PRUNE_ROUNDS = 20;

/**
 * The relay's own connection reads the outbox by index scans only. A published row leaves a dead
 * entry in `outbox_unpublished` until VACUUM; an index scan marks each one it meets as dead and
 * never visits it again, while the sequential or bitmap scan the planner likes when it expects a
 * few pending rows re-reads every row published since the last VACUUM on every poll (milliseconds
 * per poll under load, growing with the traffic).
 */
export const RELAY_SESSION_SETTINGS = ['enable_seqscan', 'enable_bitmapscan'] as const;

/**
 * Publishes what is still unpublished in a service's outbox, oldest first, and marks rows only
 * after the transport acknowledged them (at-least-once). It never remembers "the last id seen":
 * a row with a lower id that commits late is simply found by the next `published_at IS NULL` scan.
 *
 * One relay per service publishes at a time: it holds a Postgres advisory lock on a dedicated
 * connection; a standby relay keeps trying and takes over when that connection goes away.
 * Publishing happens outside any transaction, so consumers in the same process (and PGlite's
 * single session) are never blocked by the relay.
 */
export class OutboxRelay {
  private running = false;
  private loop: Promise<void> | null = null;
  private lockRunner: QueryRunner | null = null;
  private wake: (() => void) | null = null;
  /** A kick that came while a pass was under way: the next idle moment is skipped, so it is never lost to a poll. */
  private kicked = false;
  private nextPruneAt = 0;
  private readonly log = logger('outbox-relay');

  constructor(
    private readonly dataSource: DataSource,
    private readonly schema: string,
    private readonly bus: EventBus,
    private readonly options: RelayOptions = {},
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Asks the relay to look now instead of at its next poll (called after a commit); during a pass, right after it. */
  kick(): void {
    this.kicked = true;
    this.wake?.();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.kick();
    await this.loop;
    this.loop = null;
    await this.releaseLock();
  }

  /** One pass: publishes up to a batch; returns how many rows it marked. Used by tests too. */
  async publishBatch(): Promise<number> {
    const runner = await this.holdLock();
    if (!runner) return 0;
    // Both queries go through the lock's own connection: if it broke, the lock went with it and
    // the query fails, so this relay never publishes without holding the lock.
    const rows: { id: string; topic: string; key: string; type: string; envelope: Buffer }[] = await runner.query(
      `SELECT id, topic, key, type, envelope FROM "${this.schema}".outbox WHERE published_at IS NULL ORDER BY id LIMIT $1`,
      [this.options.batchSize ?? 200],
    );
    if (!rows.length) return 0;
    await this.bus.publish(rows.map((r) => ({ topic: r.topic, key: r.key, value: new Uint8Array(r.envelope), headers: { type: r.type } })));
    await runner.query(`UPDATE "${this.schema}".outbox SET published_at = now() WHERE id = ANY($1::bigint[])`, [rows.map((r) => r.id)]);
    return rows.length;
  }

  /**
   * Deletes published outbox rows older than their retention, oldest first, by id (the relay
   * publishes in id order, so the oldest rows are the published ones), and inbox rows older than
   * theirs (by `inbox_applied_at`). Resolves how many of each went; used by tests too.
   */
  async prune(): Promise<{ outbox: number; inbox: number }> {
    const runner = await this.holdLock();
    if (!runner) return { outbox: 0, inbox: 0 };
    const outbox = await this.pruneInChunks(
      runner,
      `WITH oldest AS (SELECT id, published_at FROM "${this.schema}".outbox ORDER BY id LIMIT $1),
       gone AS (DELETE FROM "${this.schema}".outbox o USING oldest WHERE o.id = oldest.id AND oldest.published_at < now() - $2 * interval '1 millisecond' RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
      this.options.retentionMs ?? OUTBOX_RETENTION_MS,
    );
    const inbox = await this.pruneInChunks(
      runner,
      `WITH old AS (SELECT consumer, event_id FROM "${this.schema}".inbox WHERE applied_at < now() - $2 * interval '1 millisecond' ORDER BY applied_at LIMIT $1),
       gone AS (DELETE FROM "${this.schema}".inbox i USING old WHERE i.consumer = old.consumer AND i.event_id = old.event_id RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
      this.options.inboxRetentionMs ?? INBOX_RETENTION_MS,
    );
    return { outbox, inbox };
  }

  /** Runs a chunked delete (`$1` the chunk, `$2` the retention) until a chunk comes back short or the rounds run out. */
  private async pruneInChunks(runner: QueryRunner, statement: string, retentionMs: number): Promise<number> {
    let deleted = 0;
    for (let round = 0; round < PRUNE_ROUNDS; round++) {
      const [{ n }]: { n: number }[] = await runner.query(statement, [PRUNE_CHUNK, retentionMs]);
      deleted += n;
      if (n < PRUNE_CHUNK) return deleted;
    }
    this.nextPruneAt = 0; // a backlog: the next idle moment goes on with it
    return deleted;
  }

  private async run(): Promise<void> {
    let delay = 0;
    while (this.running) {
      try {
        // A kick from here on asks for another pass (the rows it announces may have committed after this one's read).
        this.kicked = false;
        const n = await this.publishBatch();
        delay = 0;
        if (n > 0) continue;
        if (Date.now() >= this.nextPruneAt) {
          this.nextPruneAt = Date.now() + (this.options.pruneEveryMs ?? PRUNE_EVERY_MS);
          await this.prune();
        }
      } catch (err) {
        this.log.error({ err, schema: this.schema }, 'outbox relay pass failed; will retry');
        await this.releaseLock();
        delay = Math.min(Math.max(delay * 2, 200), 5000);
      }
      await this.idle(delay || (this.options.pollIntervalMs ?? 250));
    }
  }

  private idle(ms: number): Promise<void> {
    if (this.kicked) return Promise.resolve();
    return new Promise((resolve) => {
      const ac = new AbortController();
      this.wake = () => ac.abort();
      sleep(ms, undefined, { signal: ac.signal })
        .catch(() => undefined)
        .finally(() => {
          this.wake = null;
          resolve();
        });
    });
  }

  private async holdLock(): Promise<QueryRunner | null> {
    if (this.lockRunner) return this.lockRunner;
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    const [{ locked }] = await runner.query(`SELECT pg_try_advisory_lock(hashtext($1)) AS locked`, [`outbox-relay:${this.schema}`]);
    if (!locked) {
      await runner.release();
      return null;
    }
    if (!this.options.sharedSession) {
      await runner.query(`SELECT ${RELAY_SESSION_SETTINGS.map((name) => `set_config('${name}', 'off', false)`).join(', ')}`);
    }
    this.lockRunner = runner;
    return runner;
  }

  private async releaseLock(): Promise<void> {
    const runner = this.lockRunner;
    this.lockRunner = null;
    if (!runner) return;
    try {
      await runner.query(`SELECT pg_advisory_unlock(hashtext($1))`, [`outbox-relay:${this.schema}`]);
      // The connection goes back to the pool: its next user plans as usual.
      if (!this.options.sharedSession) for (const name of RELAY_SESSION_SETTINGS) await runner.query(`RESET ${name}`);
    } catch {
      // the connection is gone, and the lock with it
    }
    await runner.release().catch(() => undefined);
  }
}
