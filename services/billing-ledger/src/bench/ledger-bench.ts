import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Global, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import pg from 'pg';
import { ACCESS_TOKEN_VERIFIER, benchRuntime, freshBenchDatabase, RuntimeModule, type ServiceDb, SiteError } from '@dating/platform';
import { LEDGER_PORT, type LedgerPort } from '../api/ledger-port/ledger.port.js';
import { LedgerService } from '../application/ledger.service.js';
import { verifyLedger } from '../application/verify-ledger.js';
import { BILLING_POOL_SIZE, BillingLedgerModule } from '../billing-ledger.module.js';
import { BILLING_DB } from '../billing-tokens.js';
import { BILLING } from '../infrastructure/billing-schema.js';

/** This tool's report goes to standard output (it is the product of the command, not a log). */
const print = (line: string) => process.stdout.write(`${line}\n`);

/**
 * `npm run bench:ledger`: charges through the ledger's public port (LEDGER_PORT of the billing
 * module, the path mail, chat and gifts use: the command bus, its handler, the ledger) on real
 * PostgreSQL, beside the same charges through one raw SQL function (guarded UPDATE + event insert +
 * outbox insert: the limit of this machine), in the same run, both on pools of the module's size.
 * Environment: BENCH_SECONDS (default 10), BENCH_CLIENTS (32), BENCH_ACCOUNTS (2000),
 * BENCH_DATABASE (ledger_bench), BENCH_ADMIN_URL (postgres://postgres@127.0.0.1:5432/test).
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const clients = Number(process.env.BENCH_CLIENTS ?? 32);
const accountCount = Number(process.env.BENCH_ACCOUNTS ?? 2000);
const dbName = process.env.BENCH_DATABASE ?? 'ledger_bench';
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const poolSize = BILLING_POOL_SIZE;

/** Nobody signs in here: the module's routes are never called. */
@Global()
@Module({ providers: [{ provide: ACCESS_TOKEN_VERIFIER, useValue: { verify: () => Promise.reject(new SiteError(10401)) } }], exports: [ACCESS_TOKEN_VERIFIER] })
class NoSignIns {}

@Module({})
class BenchModule {}

interface RunResult {
  name: string;
  count: number;
  refused: number;
  perSecond: number;
  p50: number;
  p99: number;
}

async function run(name: string, durationS: number, pick: () => string, call: (accountId: string) => Promise<boolean>): Promise<RunResult> {
  const latencies: number[] = [];
  let refused = 0;
  const stopAt = performance.now() + durationS * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < stopAt) {
        const started = performance.now();
        const ok = await call(pick());
        latencies.push(performance.now() - started);
        if (!ok) refused++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  const result = { name, count: latencies.length, refused, perSecond: latencies.length / durationS, p50: q(0.5), p99: q(0.99) };
  print(
    `${name.padEnd(34)} ${result.perSecond.toFixed(0).padStart(7)} charges/s  p50 ${result.p50.toFixed(2)} ms  p99 ${result.p99.toFixed(2)} ms  (${result.count} done, ${refused} refused)`,
  );
  return result;
}

async function main(): Promise<void> {
  const url = new URL(await freshBenchDatabase(adminUrl, dbName));

  const dataDir = await mkdtemp(join(tmpdir(), 'ledger-bench-'));
  const runtime = benchRuntime(url.toString(), dataDir);
  const { bus } = runtime;
  const app = await NestFactory.createApplicationContext(
    { module: BenchModule, imports: [RuntimeModule.forRoot(runtime), NoSignIns, BillingLedgerModule.register()] },
    { logger: false },
  );
  const db = app.get<ServiceDb>(BILLING_DB);
  // The raw SQL function's outbox rows are never published either: measure the ledger, not the relay.
  await db.relay.stop();
  const ledger = app.get(LedgerService);
  const port = app.get<LedgerPort>(LEDGER_PORT);
  const accounts = Array.from({ length: accountCount }, (_, i) => `bench-${i}`);
  // Accounts with room for every charge of the run.
  await db.query(`INSERT INTO ${BILLING.members} (id, user_type) SELECT unnest($1::text[]), 'man'`, [accounts]);
  for (let i = 0; i < accounts.length; i += 200) {
    await Promise.all(
      accounts.slice(i, i + 200).map(async (accountId) => {
        await ledger.execute({ accountId, actor: 'system:bench', command: { type: 'OpenAccount', accountId } });
        await ledger.execute({
          accountId,
          actor: 'system:bench',
          command: { type: 'GrantCredits', grantId: randomUUID(), credits: 1_000_000_000, reason: 'bench', staffId: 'bench' },
        });
      }),
    );
  }

  // The reference: the same charge as one raw SQL function call.
  await db.query(`CREATE SCHEMA bench_raw`);
  await db.query(
    `CREATE TABLE bench_raw.accounts (id text PRIMARY KEY, posted bigint NOT NULL, held bigint NOT NULL DEFAULT 0, version bigint NOT NULL, CHECK (posted - held >= 0))`,
  );
  await db.query(
    `CREATE TABLE bench_raw.events (account_id text, version bigint, event_id uuid NOT NULL, type text NOT NULL, data jsonb NOT NULL, PRIMARY KEY (account_id, version))`,
  );
  await db.query(`CREATE TABLE bench_raw.outbox (id bigserial PRIMARY KEY, event_id uuid NOT NULL, type text NOT NULL, topic text NOT NULL, key text NOT NULL, envelope bytea NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(), published_at timestamptz)`);
  await db.query(`CREATE FUNCTION bench_raw.charge(p_account text, p_amount bigint, p_key text) RETURNS bigint LANGUAGE plpgsql AS $$
    DECLARE v bigint; e uuid := gen_random_uuid();
    BEGIN
      UPDATE bench_raw.accounts SET posted = posted - p_amount, version = version + 1 WHERE id = p_account AND posted - held >= p_amount RETURNING version INTO v;
      IF v IS NULL THEN RETURN NULL; END IF;
      INSERT INTO bench_raw.events VALUES (p_account, v, e, 'CreditsCharged', jsonb_build_object('amount', p_amount, 'key', p_key));
      INSERT INTO bench_raw.outbox (event_id, type, topic, key, envelope) VALUES (e, 'billing.v1.CreditsCharged', 'billing-ledger.accounts.v1', p_account, '\\x00');
      RETURN v;
    END $$`);
  await db.query(`INSERT INTO bench_raw.accounts (id, posted, version) SELECT unnest($1::text[]), 1000000000, 1`, [accounts]);
  const rawPool = new pg.Pool({ connectionString: url.toString(), max: poolSize });

  let seq = 0;
  const uniform = () => accounts[Math.floor(Math.random() * accounts.length)]!;
  const hot = () => (Math.random() < 0.7 ? accounts[Math.floor(Math.random() * 10)]! : uniform());
  const ours = async (accountId: string) => {
    try {
      await port.charge({ accountId, idempotencyKey: `bench:${++seq}:${accountId}`, service: 'write_letter', quantity: 1n, reference: 'bench' });
      return true;
    } catch {
      return false;
    }
  };
  const raw = async (accountId: string) => {
    const r = await rawPool.query('SELECT bench_raw.charge($1, $2, $3) AS v', [accountId, 10, `raw:${++seq}`]);
    return r.rows[0].v !== null;
  };

  print(`ledger benchmark: ${clients} clients, ${accountCount} accounts, ${seconds}s per run, pool ${poolSize}`);
  await run('warm-up (ledger port)', Math.min(2, seconds), uniform, ours);
  await run('warm-up (raw SQL)', Math.min(2, seconds), uniform, raw);
  const rawUniform = await run('raw SQL function', seconds, uniform, raw);
  const oursUniform = await run('ledger port (full stack)', seconds, uniform, ours);
  const rawHot = await run('raw SQL function, hot accounts', seconds, hot, raw);
  const oursHot = await run('ledger port, hot accounts (70%/10)', seconds, hot, ours);

  const report = await verifyLedger(db);
  print(`ledger:verify after the benchmark: ${report.accounts} accounts, ${report.events} events, ${report.mismatches.length} mismatches`);
  print(
    `hot accounts: ${oursHot.perSecond.toFixed(0)} charges/s, p99 ${oursHot.p99.toFixed(1)} ms, ${(oursHot.perSecond / rawHot.perSecond).toFixed(2)} x raw SQL`,
  );
  print(`check again with: DATABASE_URL=${url.toString()} npm run ledger:verify`);
  await rawPool.end();
  await app.close();
  await bus.close();
  await rm(dataDir, { recursive: true, force: true });
  if (report.mismatches.length || oursUniform.refused || oursHot.refused) process.exitCode = 1;
  print(
    `ledger: ${oursUniform.perSecond.toFixed(0)} charges/s, p99 ${oursUniform.p99.toFixed(1)} ms, ${(oursUniform.perSecond / rawUniform.perSecond).toFixed(2)} x raw SQL`,
  );
}

await main();
