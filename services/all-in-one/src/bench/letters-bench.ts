import 'reflect-metadata';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { Module } from '@nestjs/common';
import { benchRuntime, createSiteApp, encodeEvent, eventually, freshBenchDatabase, RuntimeModule, type ServiceDb } from '@dating/platform';
import { BenchOpenSessionsModule, MemberRegisteredEvent } from '@dating/identity/contracts';
import { BILLING_DB, BillingLedgerModule, LEDGER_PORT, type LedgerPort, LedgerService } from '@dating/billing-ledger';
import { MAIL_DB, MailModule } from '@dating/mail';
import { closedLoops, type LettersBenchJob, type RunStats } from './letters-bench.worker.js';

/** This tool's report goes to standard output (it is the product of the command, not a log). */
const print = (line: string) => process.stdout.write(`${line}\n`);

/**
 * `npm run bench:letters`: mail and billing on real PostgreSQL, mail's Site API over HTTP as split
 * mode would serve it (member tokens checked like identity's remote verifier), BENCH_CLIENTS (32)
 * men sending paid letters for BENCH_SECONDS (10) from a worker thread (its own core); then, in the
 * same run, the ledger port's charges alone (write_letter, the same concurrency, in-process). Each
 * side first runs BENCH_WARMUP seconds (2, at most BENCH_SECONDS) unmeasured, so neither pays for cold connections and JIT.
 * Environment: BENCH_CLIENTS, BENCH_SECONDS, BENCH_WARMUP, BENCH_DATABASE (letters_bench), BENCH_ADMIN_URL
 * (postgres://postgres@127.0.0.1:5432/test). Last line: `letters: X letters/s, p99 Y ms, Z x ledger charges`.
 */
const clients = Number(process.env.BENCH_CLIENTS ?? 32);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmSeconds = Number(process.env.BENCH_WARMUP ?? Math.min(2, seconds));
const dbName = process.env.BENCH_DATABASE ?? 'letters_bench';
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const LADIES = 50;

@Module({})
class BenchModule {}

const line = (name: string, s: RunStats) =>
  `${name.padEnd(28)} ${s.perSecond.toFixed(0).padStart(6)} /s  p50 ${s.p50.toFixed(1)} ms  p99 ${s.p99.toFixed(1)} ms  (${s.count} done, ${s.errors} failed)`;

async function main(): Promise<void> {
  const url = new URL(await freshBenchDatabase(adminUrl, dbName));

  const dataDir = await mkdtemp(join(tmpdir(), 'letters-bench-'));
  const runtime = benchRuntime(url.toString(), dataDir);
  const { bus, tokens } = runtime;
  const app = await createSiteApp({
    module: BenchModule,
    imports: [RuntimeModule.forRoot(runtime), BenchOpenSessionsModule, BillingLedgerModule.register(), MailModule.register()],
  });
  await app.listen(0, '127.0.0.1');
  const appUrl = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;

  // The men (accounts opened by billing from MemberRegistered, then granted credits) and the ladies.
  const men = Array.from({ length: clients }, (_, i) => String(900_001 + i));
  const ladies = Array.from({ length: LADIES }, (_, i) => String(800_001 + i));
  await bus.publish(
    men.map((id) => {
      const e = encodeEvent(
        MemberRegisteredEvent,
        { memberId: id, userType: 'man', name: `Bench ${id}`, email: `bench.${id}@example.com`, registeredAtMs: BigInt(Date.now()) },
        { streamId: id, actor: 'system:bench' },
      );
      return { topic: e.topic, key: e.key, value: e.envelope };
    }),
  );
  const mail = app.get<ServiceDb>(MAIL_DB, { strict: false });
  await mail.query(
    `INSERT INTO mail.members (member_id, user_type, name)
     SELECT id, 'man', 'Bench ' || id FROM unnest($1::bigint[]) id UNION ALL SELECT id, 'woman', 'Lady ' || id FROM unnest($2::bigint[]) id`,
    [men, ladies],
  );
  const billing = app.get<ServiceDb>(BILLING_DB, { strict: false });
  await eventually(
    async () => (await billing.query<{ n: number }>(`SELECT count(*)::int AS n FROM billing.accounts WHERE id = ANY($1::text[])`, [men]))[0]!.n,
    (n) => n === men.length,
    10_000,
    50,
  );
  const ledgerService = app.get(LedgerService);
  for (const id of men) {
    await ledgerService.execute({
      accountId: id,
      actor: 'system:bench',
      idempotencyKey: `grant:bench:${id}`,
      command: { type: 'GrantCredits', grantId: `grant:bench:${id}`, credits: 10_000_000, reason: 'bench', staffId: 'system' },
    });
  }
  print(`letters benchmark: ${clients} men writing to ${LADIES} ladies, ${seconds} s per side`);

  const memberTokens = await Promise.all(men.map((id, i) => tokens.sign({ sub: `member:${id}`, sid: `bench-${i}`, kind: 'access' }, 3600)));
  const job: LettersBenchJob = { url: appUrl, tokens: memberTokens, ladies, seconds, warmSeconds };
  const http = await new Promise<RunStats>((resolve, reject) => {
    const worker = new Worker(new URL('./letters-bench.worker.js', import.meta.url), { workerData: job });
    worker.on('message', (m: { ok: boolean; result?: RunStats; error?: string }) => (m.ok ? resolve(m.result!) : reject(new Error(m.error))));
    worker.once('error', reject);
  });

  // The ledger port alone: the same charges (write_letter, a key each), the same concurrency, no HTTP and no letter.
  const ledger = app.get<LedgerPort>(LEDGER_PORT, { strict: false });
  await closedLoops(men.length, warmSeconds, chargeFor(ledger, men, 'warm'));
  const alone = await closedLoops(men.length, seconds, chargeFor(ledger, men, 'measured'));
  const [delivered] = await mail.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail.letters`);
  const sentInAll = http.count + (http.warm ?? 0);

  print(line('HTTP letter/send-letter', http));
  print(line('ledger port charges alone', alone));
  print(
    `letters stored ${delivered!.n} (HTTP answers ${sentInAll}, ${http.warm ?? 0} of them in the warm-up); machine load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`,
  );
  if (http.firstError) print(`first HTTP failure: ${http.firstError}`);
  if (alone.firstError) print(`first ledger failure: ${alone.firstError}`);
  await app.close();
  await bus.close();
  await rm(dataDir, { recursive: true, force: true });
  if (http.errors || alone.errors || !http.count || !alone.count || delivered!.n !== sentInAll) process.exitCode = 1;
  print(`letters: ${http.perSecond.toFixed(0)} letters/s, p99 ${http.p99.toFixed(1)} ms, ${(http.perSecond / alone.perSecond).toFixed(2)} x ledger charges`);
}

/** A charge of `write_letter` for a man of the closed loops (a fresh key each, the phase in it). */
function chargeFor(ledger: LedgerPort, men: string[], phase: string): (client: number) => Promise<void> {
  const charged = men.map(() => 0);
  return async (client) => {
    const accountId = men[client]!;
    const key = `ledger-bench:${phase}:${accountId}:${client}:${charged[client]!++}`;
    await ledger.charge({ accountId, idempotencyKey: key, service: 'write_letter', quantity: 1n, reference: key });
  };
}

await main();
