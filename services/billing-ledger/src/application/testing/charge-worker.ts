import { randomUUID } from 'node:crypto';
import { writeSync } from 'node:fs';
import { DataSource } from 'typeorm';
import type { ChargeCredits } from '../../domain/index.js';
import { BILLING_SCHEMA } from '../../infrastructure/billing-schema.js';
import { LedgerService } from '../ledger.service.js';

// The child process of ledger.crash.int-spec.ts. It loads, then waits for its config (one JSON line
// on stdin), then hammers one account with concurrent charges and reports on stdout, one line each,
// what it is about to ask and what the ledger acknowledged:
//
//   start <idempotencyKey>              written before execute() is called
//   ack <idempotencyKey> <chargeId>     written only after execute() resolved ok
//   refused <idempotencyKey> <code>     execute() resolved with a refusal (the test expects none)
//
// The parent kills it with SIGKILL mid-flight, or stops it cleanly with SIGTERM (in-flight charges
// finish, nothing new starts, exit code 0). No test-framework imports: it runs outside vitest.

/** Sessions opened by the worker carry this name, so the parent can wait until they are gone. */
export const CHARGE_WORKER_APPLICATION_NAME = 'billing-charge-worker';

export interface ChargeWorkerConfig {
  databaseUrl: string;
  accountId: string;
  /** New charges use the keys `${keyPrefix}:0`, `${keyPrefix}:1`, ... */
  keyPrefix: string;
  /** Concurrent charge loops. */
  concurrency: number;
  /**
   * Replicas of the service (LedgerService + connection pool) the loops are spread over, default 4.
   * One instance queues an account's commands in process; several race on the stream version,
   * so the guarded append and its retries are exercised too.
   */
  services?: number;
  /** Keys to send again before any new one: the requests a killed predecessor left unanswered. */
  retryKeys?: string[];
}

/**
 * The request behind an idempotency key. It depends on the key alone (the chargeId is a generated
 * field, outside the request hash), so a retry after a crash and the parent's replay send the same
 * request. Prices vary a little so the balance check is not a mere count.
 */
export function chargeRequest(idempotencyKey: string, chargeId: string): ChargeCredits {
  let sum = 0;
  for (const ch of idempotencyKey) sum += ch.charCodeAt(0);
  return { type: 'ChargeCredits', chargeId, service: 'text_chat', unitPrice: 1 + (sum % 5), quantity: 1, reference: idempotencyKey };
}

export async function runChargeWorker(config: ChargeWorkerConfig, stop: AbortSignal, write: (line: string) => void): Promise<void> {
  const replicas = Math.min(config.services ?? 4, config.concurrency);
  // Each replica gets its own pool, as separate processes would (and as LedgerService's prepared
  // statements assume: their names are per instance, the statement cache is per connection).
  const databases = Array.from(
    { length: replicas },
    () =>
      new DataSource({
        type: 'postgres',
        url: config.databaseUrl,
        schema: BILLING_SCHEMA,
        applicationName: CHARGE_WORKER_APPLICATION_NAME,
        poolSize: Math.ceil(config.concurrency / replicas),
        entities: [],
        logging: false,
      }),
  );
  await Promise.all(databases.map((db) => db.initialize()));
  const ledgers = databases.map((db) => new LedgerService(db, undefined, { prepareStatements: true }));
  const queue = [...(config.retryKeys ?? [])];
  let next = 0;
  const nextKey = (): string => queue.shift() ?? `${config.keyPrefix}:${next++}`;

  // Runs until SIGTERM (or SIGKILL): a loop finishes the request it has in flight, then stops.
  const loop = async (ledger: LedgerService) => {
    while (!stop.aborted) {
      const key = nextKey();
      write(`start ${key}`);
      const outcome = await ledger.execute({
        accountId: config.accountId,
        actor: `member:${config.accountId}`,
        idempotencyKey: key,
        command: chargeRequest(key, randomUUID()),
      });
      if (!outcome.ok) {
        write(`refused ${key} ${outcome.code}`);
        continue;
      }
      // On a replay the events are the first answer's, so this is the chargeId actually recorded.
      const charged = outcome.events.find((e) => e.type === 'CreditsCharged');
      write(`ack ${key} ${charged?.chargeId ?? 'none'}`);
    }
  };
  try {
    await Promise.all(Array.from({ length: config.concurrency }, (_, i) => loop(ledgers[i % ledgers.length]!)));
  } finally {
    await Promise.all(databases.map((db) => db.destroy()));
  }
}

/**
 * Writes one line to stdout with write(2) itself: process.stdout is asynchronous on a POSIX pipe, so
 * a line it accepted could still be in the process's memory when SIGKILL arrives. Once this returns
 * the line is in the pipe. A line is far below PIPE_BUF, so the kernel writes it whole or not at all
 * (EAGAIN on a full non-blocking pipe: wait a millisecond and try again).
 */
function writeLineSync(line: string): void {
  const bytes = Buffer.from(`${line}\n`);
  for (let written = 0; written < bytes.length;) {
    try {
      written += writeSync(1, bytes, written);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EAGAIN') throw err;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
    }
  }
}

/** The first line on stdin: the parent may start the process early and send the config when it is due. */
async function readConfig(): Promise<ChargeWorkerConfig> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    const end = text.indexOf('\n');
    if (end >= 0) return JSON.parse(text.slice(0, end)) as ChargeWorkerConfig;
  }
  throw new Error('stdin ended before a config line');
}

/** Entry point: config from stdin, SIGTERM stops cleanly, one line per report on stdout. */
export async function main(): Promise<void> {
  const stop = new AbortController();
  process.once('SIGTERM', () => stop.abort());
  await runChargeWorker(await readConfig(), stop.signal, writeLineSync);
}
