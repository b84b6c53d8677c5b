import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { openServiceDatabase } from '@dating/platform';
import { createTestDatabase, spawnTypeScriptChild } from '@dating/platform/testing';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MIGRATIONS } from '../infrastructure/billing-migrations.js';
import { BILLING_SCHEMA } from '../infrastructure/billing-schema.js';
import { LedgerService } from './ledger.service.js';
import { CHARGE_WORKER_APPLICATION_NAME, chargeRequest, type ChargeWorkerConfig } from './testing/charge-worker.js';
import { verifyLedger } from './verify-ledger.js';
import { openTestAccount } from '../testing/ledger-fixtures.js';

// Crash test: a separate Node process (testing/charge-worker.ts) charges one account from 8 concurrent
// loops over 4 LedgerService replicas and prints a line per acknowledged charge; it is SIGKILLed
// mid-flight. The next process first retries the requests its predecessor left unanswered (same
// idempotency keys, fresh chargeIds, as a real client would), then charges on; after a few kills the
// last one is stopped cleanly with SIGTERM. Nothing acknowledged may be lost or doubled, a retried
// request that had committed must get its first answer back, and the books must balance.
//
// The child runs TypeScript from the sources through the kernel's spawnTypeScriptChild (Vite's
// module runner with this repository's vitest.config.ts: no build step, no stale dist/).

const WORKER_FILE = fileURLToPath(new URL('./testing/charge-worker.ts', import.meta.url));

const GRANTED = 1_000_000;
const CONCURRENCY = 8;
/** Worker generations killed with SIGKILL before the last one, which is stopped with SIGTERM. */
const KILLS = 4;

/**
 * One child process. It is spawned ahead of time (loading takes a couple of seconds) and idles
 * until `go()` sends its config, so the next generation is ready the moment the previous one dies.
 */
class WorkerProcess {
  readonly started = new Set<string>();
  readonly acks = new Map<string, string>();
  readonly refusals: string[] = [];
  stderr = '';
  readonly closed: Promise<[number | null, NodeJS.Signals | null]>;
  private readonly child: ChildProcess;
  private exited = false;
  private wake: () => void = () => undefined;

  constructor() {
    this.child = spawnTypeScriptChild(WORKER_FILE, {}, { stdin: 'pipe', exitWhenDone: true });
    let pending = '';
    this.child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop()!; // an unterminated last line is not a report (yet)
      for (const line of lines) this.onLine(line);
      this.wake();
    });
    this.child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (this.stderr += chunk));
    // 'close' comes after stdout ended: every line the child wrote has been read by then.
    this.closed = once(this.child, 'close').then(([code, signal]) => {
      this.exited = true;
      this.wake();
      return [code, signal] as [number | null, NodeJS.Signals | null];
    });
  }

  go(config: Omit<ChargeWorkerConfig, 'databaseUrl' | 'concurrency'>): void {
    this.child.stdin!.end(`${JSON.stringify({ databaseUrl: url, concurrency: CONCURRENCY, ...config } satisfies ChargeWorkerConfig)}\n`);
  }

  private onLine(line: string) {
    const [kind, key, detail] = line.split(' ');
    if (kind === 'start') this.started.add(key!);
    else if (kind === 'ack') {
      if (this.acks.has(key!)) throw new Error(`key ${key} acknowledged twice`);
      this.acks.set(key!, detail!);
    } else if (kind === 'refused') this.refusals.push(line);
  }

  /** Resolves once `done()` holds; fails if the child exits first or the time runs out. */
  async until(done: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      if (this.exited) throw new Error(`worker exited before ${what}; stderr:\n${this.stderr}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}; stderr:\n${this.stderr}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 500));
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  kill(signal: NodeJS.Signals) {
    if (!this.exited) this.child.kill(signal);
  }
}

let db: DataSource;
let url: string;
let drop: () => Promise<void>;
let ledger: LedgerService;
const workers: WorkerProcess[] = [];

beforeAll(async () => {
  const created = await createTestDatabase('ledger_crash');
  url = created.url;
  drop = created.drop;
  db = await openServiceDatabase({ url, schema: BILLING_SCHEMA, migrations: BILLING_MIGRATIONS, poolSize: 10 });
  ledger = new LedgerService(db, undefined, { prepareStatements: true });
});

afterAll(async () => {
  for (const w of workers) w.kill('SIGKILL');
  await Promise.all(workers.map((w) => w.closed));
  await db?.destroy();
  await drop?.();
});

function spawnWorker(): WorkerProcess {
  const worker = new WorkerProcess();
  workers.push(worker);
  return worker;
}

/** A killed client's sessions linger until PostgreSQL notices; whatever they were running commits or not by then. */
async function workerSessionsGone(): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1`, [
      CHARGE_WORKER_APPLICATION_NAME,
    ]);
    if (n === 0) return;
    await sleep(50);
  }
  throw new Error('the worker sessions did not go away');
}

async function chargesByKey(accountId: string): Promise<Map<string, { chargeId: string; amount: number }[]>> {
  const rows = (await db.query(`SELECT charge_id, reference, amount FROM billing.charges WHERE account_id = $1`, [accountId])) as {
    charge_id: string;
    reference: string;
    amount: string;
  }[];
  const byKey = new Map<string, { chargeId: string; amount: number }[]>();
  for (const r of rows) byKey.set(r.reference, [...(byKey.get(r.reference) ?? []), { chargeId: r.charge_id, amount: Number(r.amount) }]);
  return byKey;
}

/** Everything a replay must leave alone. */
const snapshot = async (accountId: string) =>
  db.query(
    `SELECT (SELECT row_to_json(a) FROM (SELECT posted, held, chargebacks, version, flagged FROM billing.accounts WHERE id = $1) a) AS account,
            (SELECT count(*)::int FROM billing.ledger_events WHERE account_id = $1) AS events,
            (SELECT count(*)::int FROM billing.charges WHERE account_id = $1) AS charges,
            (SELECT count(*)::int FROM billing.idempotency WHERE account_id = $1) AS keys,
            (SELECT count(*)::int FROM billing.outbox WHERE key = $1) AS outbox`,
    [accountId],
  );

describe('ledger crash safety (child process killed mid-flight)', () => {
  // A correctness test, not a speed test: generous waits (a loaded two-core machine once gave a generation under 5 acks a second).
  it('keeps every acknowledged charge exactly once across SIGKILLs and retrying restarts', async () => {
    const t0 = Date.now();
    const accountId = await openTestAccount(db, ledger, { credits: GRANTED });

    // 1. Generations of the worker, each charging from 8 loops. Each but the last is SIGKILLed a few ms
    //    after its 100th (later: 60th and more) acknowledgement, i.e. with requests in flight; the next
    //    one first retries every request still unanswered, as a real client would (same key, fresh
    //    chargeId). The last generation is stopped cleanly with SIGTERM.
    const acks = new Map<string, string>();
    const started = new Set<string>();
    /** Unanswered requests found committed after a crash: key -> the chargeId in the database. */
    const committedUnanswered = new Map<string, string>();
    const stats: string[] = [];
    let unanswered: string[] = [];
    let standby = spawnWorker();
    for (let g = 0; g <= KILLS; g++) {
      const retries = unanswered;
      const tStart = Date.now();
      const worker = standby;
      worker.go({ accountId, keyPrefix: `g${g}:${accountId}`, retryKeys: retries });
      if (g < KILLS) standby = spawnWorker();
      const target = retries.length + (g === 0 ? 100 : 60) + Math.floor(Math.random() * 40);
      await worker.until(() => worker.acks.size >= target && retries.every((k) => worker.acks.has(k)), `generation ${g}: ${target} acks`, 45_000);
      const killed = g < KILLS;
      if (killed) {
        await sleep(Math.random() * 3); // land at a random point of the requests in flight, not right on an ack
        worker.kill('SIGKILL');
        expect((await worker.closed)[1]).toBe('SIGKILL');
      } else {
        worker.kill('SIGTERM');
        const [code, signal] = await worker.closed;
        expect({ code, signal, stderr: worker.stderr }).toEqual({ code: 0, signal: null, stderr: '' });
      }
      await workerSessionsGone();
      expect(worker.refusals).toEqual([]);
      for (const key of worker.started) started.add(key);
      for (const [key, chargeId] of worker.acks) {
        expect(acks.has(key), `${key} acknowledged by two generations`).toBe(false);
        acks.set(key, chargeId);
      }
      unanswered = [...started].filter((k) => !acks.has(k));
      if (killed) expect(unanswered.length, 'requests were in flight when the process died').toBeGreaterThan(0);
      const inDb = await chargesByKey(accountId);
      const committed = unanswered.filter((k) => inDb.has(k));
      for (const key of committed) committedUnanswered.set(key, inDb.get(key)![0]!.chargeId);
      stats.push(
        `g${g}: ${worker.acks.size} acks (${retries.length} retries)${killed ? `, ${unanswered.length} unanswered, ${committed.length} of them committed` : ''}, ${Date.now() - tStart} ms`,
      );
    }
    expect(unanswered).toEqual([]);

    // 2. Every acknowledged charge exists exactly once, as a charge row and as a CreditsCharged event.
    const charges = await chargesByKey(accountId);
    for (const [key, chargeId] of acks) {
      expect(charges.get(key), `charges for ${key}`).toEqual([{ chargeId, amount: chargeRequest(key, chargeId).unitPrice }]);
    }
    // A retried request that had committed before the crash got its first answer back, not a second charge.
    for (const [key, chargeId] of committedUnanswered) expect(acks.get(key), key).toBe(chargeId);
    // Nothing was charged that nobody asked for, and no key was charged twice.
    for (const [key, rows] of charges) {
      expect(started.has(key), `charge for unknown key ${key}`).toBe(true);
      expect(rows).toHaveLength(1);
    }
    const events = (await db.query(
      `SELECT data->>'chargeId' AS charge_id, count(*)::int AS n FROM billing.ledger_events WHERE account_id = $1 AND type = 'CreditsCharged' GROUP BY 1`,
      [accountId],
    )) as { charge_id: string; n: number }[];
    const eventCount = new Map(events.map((e) => [e.charge_id, e.n]));
    for (const chargeId of acks.values()) expect(eventCount.get(chargeId), `CreditsCharged events for ${chargeId}`).toBe(1);
    expect(events.length).toBe(charges.size);
    const [{ keys }] = await db.query(`SELECT count(*)::int AS keys FROM billing.idempotency WHERE key = ANY($1)`, [[...acks.keys()]]);
    expect(keys).toBe(acks.size);

    // 3. Replaying each acknowledged request answers from the idempotency record and changes nothing.
    const before = await snapshot(accountId);
    const entries = [...acks];
    for (let i = 0; i < entries.length; i += 16) {
      const replies = await Promise.all(
        entries
          .slice(i, i + 16)
          .map(([key, chargeId]) => ledger.execute({ accountId, actor: `member:${accountId}`, idempotencyKey: key, command: chargeRequest(key, chargeId) })),
      );
      replies.forEach((reply, j) => {
        const [key, chargeId] = entries[i + j]!;
        expect(reply, key).toMatchObject({ ok: true, replayed: true, events: [{ type: 'CreditsCharged', chargeId, reference: key }] });
      });
    }
    expect(await snapshot(accountId)).toEqual(before);

    // 4. The books balance: projection == events, and == granted - what was charged.
    expect((await verifyLedger(db)).mismatches).toEqual([]);
    const [account] = await db.query(
      `SELECT a.posted, a.held, (SELECT sum(posted_delta) FROM billing.ledger_events e WHERE e.account_id = a.id) AS posted_from_events
         FROM billing.accounts a WHERE a.id = $1`,
      [accountId],
    );
    const charged = [...charges.values()].reduce((sum, [row]) => sum + row!.amount, 0);
    expect({ posted: Number(account.posted), held: Number(account.held), fromEvents: Number(account.posted_from_events) }).toEqual({
      posted: GRANTED - charged,
      held: 0,
      fromEvents: GRANTED - charged,
    });

    console.log(`crash test: ${stats.join('; ')}; ${charges.size} charges in all; ${Date.now() - t0} ms`);
  }, 240_000);
});
