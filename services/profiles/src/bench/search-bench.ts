import 'reflect-metadata';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { Session } from 'node:inspector/promises';
import { writeFile } from 'node:fs/promises';
import pg from 'pg';
import { benchRuntime, freshBenchDatabase, PIPELINED_LANES, type ServiceDb } from '@dating/platform';
import { PROFILES_POOL_SIZE } from '../profiles.module.js';
import { PROFILES_DB } from '../profiles.tokens.js';
import { seedBenchProfiles } from './bench-profiles.js';
import { benchSearchApp } from './search-bench.app.js';
import type { BenchJob, RunStats } from './search-bench.worker.js';

/** This tool's report goes to standard output (it is the product of the command, not a log). */
const print = (line: string) => process.stdout.write(`${line}\n`);

/**
 * `npm run bench:search`: seeds BENCH_PROFILES (100,000) realistic profiles on real PostgreSQL,
 * serves profiles' Site API over HTTP as split mode would (member tokens checked like identity's
 * remote verifier: the signature here, the session answer cached a second), and runs the common
 * ladies-search filter mixes as BENCH_CLIENTS (50) concurrent clients for BENCH_SECONDS (10), then
 * the same searches as raw SQL in the same run, reaching the database as the service does (pages on
 * its pipelined connections, uncached counts on a pool of its size). The load runs on a worker
 * thread, so client and server each have a core. BENCH_REPLICAS (1) > 1 serves the API from that
 * many replicas (each on its own thread with its own connections, as profiles processes behind a
 * balancer; the clients' connections spread over them), and the raw SQL side's grow with them.
 * Environment: BENCH_PROFILES, BENCH_CLIENTS, BENCH_SECONDS, BENCH_REPLICAS, BENCH_DATABASE
 * (profiles_bench), BENCH_ADMIN_URL (postgres://postgres@127.0.0.1:5432/test), BENCH_CPU_PROFILE (a file for the server's CPU profile of the HTTP side). Last line: `search: X req/s, p99 Y ms, Z x raw SQL`.
 */
const profileCount = Number(process.env.BENCH_PROFILES ?? 100_000);
const clients = Number(process.env.BENCH_CLIENTS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const replicas = Math.max(1, Number(process.env.BENCH_REPLICAS ?? 1));
const dbName = process.env.BENCH_DATABASE ?? 'profiles_bench';
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The searches men make most: the default page, online, ages, a country, looks, new, cams, names, sorting, paging. */
const MIXES: { name: string; body: Record<string, unknown> }[] = [
  { name: 'first page', body: { page: 1 } },
  { name: 'online now', body: { page: 1, is_online: true } },
  { name: 'online widget (limit 6)', body: { is_online: true } },
  { name: 'age 25-35', body: { page: 1, age_min: 25, age_max: 35 } },
  { name: 'country', body: { page: 1, country: 804 } },
  { name: 'country + age 25-40', body: { page: 1, country: 804, age_min: 25, age_max: 40 } },
  { name: 'blonde + slender', body: { page: 1, hair_color: 'blonde', body: 'slender' } },
  { name: 'new', body: { page: 1, new: true } },
  { name: 'web cam + online', body: { page: 1, with_web_cam: true, is_online: true } },
  { name: 'height 160-175 + blue eyes, page 2', body: { page: 2, min_height: 160, max_height: 175, eyes_color: 'blue' } },
  { name: 'good English + age 30-45', body: { page: 1, language_english: 'good', age_min: 30, age_max: 45 } },
  { name: 'by name', body: { page: 1, sort_by_name: 'asc' } },
  { name: 'country, oldest first, page 3', body: { page: 3, sort_by_date: 'asc', country: 170 } },
  { name: 'name starts with "an"', body: { page: 1, name_or_id: 'an' } },
];

/** BENCH_CPU_PROFILE=file.cpuprofile: the server thread's CPU profile of the HTTP side alone (for Chrome DevTools or speedscope). */
const profilePath = process.env.BENCH_CPU_PROFILE;
function serverProfiler(): { start(): Promise<void>; stop(): Promise<void> } {
  const session = new Session();
  return {
    async start() {
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
    },
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      await writeFile(profilePath!, JSON.stringify(profile));
      session.disconnect();
    },
  };
}

/** CPU milliseconds (user + system) of a thread of this process, of another process, and of this whole process (Linux /proc; 0 elsewhere). */
const TICK_MS = 10;
function statCpuMs(path: string): number {
  try {
    const stat = readFileSync(path, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}
const threadCpuMs = (tid: number) => statCpuMs(`/proc/self/task/${tid}/stat`);
const pidCpuMs = (pid: number) => statCpuMs(`/proc/${pid}/stat`);
const processCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function line(name: string, s: RunStats): string {
  return `${name.padEnd(24)} ${s.perSecond.toFixed(0).padStart(6)} req/s  p50 ${s.p50.toFixed(1)} ms  p99 ${s.p99.toFixed(1)} ms  (${s.count} done, ${s.errors} failed, ${s.rows} cards)`;
}

async function main(): Promise<void> {
  const url = new URL(await freshBenchDatabase(adminUrl, dbName));

  const dataDir = await mkdtemp(join(tmpdir(), 'search-bench-'));
  const runtime = benchRuntime(url.toString(), dataDir);
  const { bus, tokens } = runtime;
  const { app, url: appUrl } = await benchSearchApp(runtime);
  const db = app.get<ServiceDb>(PROFILES_DB, { strict: false });

  const seeded = performance.now();
  const { men } = await seedBenchProfiles(db, profileCount);
  await db.query(`VACUUM ANALYZE profiles.profiles`);
  const ladies = profileCount - men.length;
  print(`search benchmark: ${profileCount} profiles (${ladies} ladies) seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
  const others = await Promise.all(
    Array.from(
      { length: replicas - 1 },
      () =>
        new Promise<{ worker: Worker; url: string; tid: number }>((resolve, reject) => {
          const worker = new Worker(new URL('./search-bench.replica.js', import.meta.url), { workerData: { databaseUrl: url.toString(), dataDir } });
          worker.once('message', (m: { url: string; tid: number }) => resolve({ worker, url: m.url, tid: m.tid }));
          worker.once('error', reject);
        }),
    ),
  );
  const poolSize = PROFILES_POOL_SIZE * replicas;
  print(
    `${clients} clients, ${seconds} s per side, ${MIXES.length} filter mixes, ${replicas} replica(s), pipelined connections ${PIPELINED_LANES * replicas}, pool ${poolSize}`,
  );

  const searching = men.slice(0, clients);
  const memberTokens = await Promise.all(searching.map((id, i) => tokens.sign({ sub: `member:${id}`, sid: `bench-${i}`, kind: 'access' }, 3600)));
  const job: BenchJob = {
    urls: [appUrl, ...others.map((o) => o.url)],
    databaseUrl: url.toString(),
    poolSize,
    lanes: PIPELINED_LANES * replicas,
    tokens: memberTokens,
    memberIds: searching,
    mixes: MIXES,
    seconds,
    clients,
  };
  // CPU spent per search on each side, whatever else runs on the machine: the server's threads, the
  // load thread (HTTP client, or the raw SQL's pg client) and PostgreSQL's backends; and about how
  // many transactions PostgreSQL committed (each statement outside a transaction is one; a backend
  // reports its counts up to a second late, so a 10 s phase is off by up to a tenth).
  const transactions = async () =>
    Number((await admin2.query<{ n: string }>(`SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = $1`, [dbName])).rows[0]?.n ?? 0);
  const pgPids = async () => (await admin2.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE datname = $1`, [dbName])).rows.map((r) => r.pid);
  const admin2 = new pg.Client({ connectionString: adminUrl });
  await admin2.connect();
  let loadTid = 0;
  const snapshot = async () => ({
    server: threadCpuMs(process.pid) + others.reduce((sum, o) => sum + (o.tid ? threadCpuMs(o.tid) : 0), 0),
    transactions: await transactions(),
    load: loadTid ? threadCpuMs(loadTid) : 0,
    process: processCpuMs(),
    postgres: new Map((await pgPids()).map((pid) => [pid, pidCpuMs(pid)] as const)),
  });
  const phases: Record<string, Awaited<ReturnType<typeof snapshot>>> = {};
  const profiler = serverProfiler();
  let loopStart: ReturnType<typeof performance.eventLoopUtilization> | null = null;
  let serverBusy = 0;
  const result = await new Promise<{ http: RunStats; raw: RunStats }>((resolve, reject) => {
    const worker = new Worker(new URL('./search-bench.worker.js', import.meta.url), { workerData: job });
    worker.on('message', (m: { ok?: boolean; tid?: number; phase?: string; result?: { http: RunStats; raw: RunStats }; error?: string }) => {
      if (m.tid !== undefined) loadTid = m.tid;
      else if (m.phase) {
        if (m.phase === 'http-end' && loopStart) serverBusy = performance.eventLoopUtilization(loopStart).utilization;
        if (profilePath && m.phase === 'http-start') void profiler.start();
        if (profilePath && m.phase === 'http-end') void profiler.stop();
        snapshot().then(
          (snap) => {
            phases[m.phase!] = snap;
            if (m.phase === 'http-start') loopStart = performance.eventLoopUtilization();
            worker.postMessage('go');
          },
          (err: unknown) => reject(err as Error),
        );
      } else if (m.ok) resolve(m.result!);
      else reject(new Error(m.error));
    });
    worker.once('error', reject);
  });
  await admin2.end();
  const cost = (from: string, to: string, count: number) => {
    const a = phases[from];
    const b = phases[to];
    if (!a || !b || !count) return null;
    const server = b.server - a.server;
    // Backends that connected during the phase count from zero.
    const postgres = [...b.postgres].reduce((sum, [pid, cpu]) => sum + cpu - (a.postgres.get(pid) ?? 0), 0);
    const load = b.load - a.load;
    return {
      server: server / count,
      load: load / count,
      background: (b.process - a.process - server - load) / count,
      postgres: postgres / count,
      transactions: (b.transactions - a.transactions) / count,
    };
  };
  const httpCost = cost('http-start', 'http-end', result.http.count);
  const rawCost = cost('raw-start', 'raw-end', result.raw.count);

  print(line('HTTP profile/search', result.http));
  print(line('raw SQL, same queries', result.raw));
  print(
    `server event loop busy ${(serverBusy * 100).toFixed(0)}%${replicas > 1 ? ' (the first replica)' : ''} during the HTTP side; machine load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`,
  );
  const ms = (n: number) => n.toFixed(2);
  if (httpCost && rawCost) {
    print(
      `CPU per search, HTTP side: server ${ms(httpCost.server)} ms, PostgreSQL ${ms(httpCost.postgres)} ms (HTTP client ${ms(httpCost.load)} ms, GC and other threads ${ms(httpCost.background)} ms)`,
    );
    print(
      `CPU per search, raw SQL:   pg client ${ms(rawCost.load)} ms, PostgreSQL ${ms(rawCost.postgres)} ms (GC and other threads ${ms(rawCost.background)} ms)`,
    );
    print(`PostgreSQL transactions per search (about): HTTP ${httpCost.transactions.toFixed(2)}, raw SQL ${rawCost.transactions.toFixed(2)}`);
    print(
      `CPU per search, server + PostgreSQL: HTTP ${ms(httpCost.server + httpCost.postgres)} ms, raw SQL ${ms(rawCost.load + rawCost.postgres)} ms, ${((rawCost.load + rawCost.postgres) / (httpCost.server + httpCost.postgres)).toFixed(2)} x`,
    );
  }
  if (result.http.firstError) print(`first HTTP failure: ${result.http.firstError}`);
  if (result.raw.firstError) print(`first raw SQL failure: ${result.raw.firstError}`);
  await Promise.all(others.map(({ worker }) => new Promise((resolve) => worker.once('exit', resolve).postMessage('close'))));
  await app.close();
  await bus.close();
  await rm(dataDir, { recursive: true, force: true });
  if (result.http.errors || result.raw.errors || !result.http.count || !result.raw.count) process.exitCode = 1;
  print(
    `search: ${result.http.perSecond.toFixed(0)} req/s, p99 ${result.http.p99.toFixed(1)} ms, ${(result.http.perSecond / result.raw.perSecond).toFixed(2)} x raw SQL`,
  );
}

await main();
