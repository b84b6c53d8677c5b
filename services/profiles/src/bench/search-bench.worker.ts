import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';
import { HttpConnection, jsonPostBytes, PipelinedSql, type Sql } from '@dating/platform';
import { searchCriteria, type SearchRequest } from '../domain/search-criteria.js';
import { SearchCounts } from '../infrastructure/search-counts.js';
import { searchStatements } from '../infrastructure/search.reader.js';
import { threadId } from './thread-id.js';

/**
 * The load of `npm run bench:search`, on its own thread (and so its own core) beside the server:
 * `clients` closed loops for `seconds`, first over HTTP (POST /api/profile/search with a man's
 * token), then the same requests as raw SQL the way the service reaches the database (the pages on
 * as many pipelined connections, a count not in the cache on a pool of its size): the statements
 * the handler runs (as the same men, so with their blocks' anti-join), with the same count
 * strategy, without Nest, HTTP or JSON.
 */
export interface BenchJob {
  /** The service's replicas: client i's connection goes to `urls[i % urls.length]`. */
  urls: string[];
  databaseUrl: string;
  poolSize: number;
  /** The service's pipelined connections (all replicas'): the raw side uses as many. */
  lanes: number;
  tokens: string[];
  /** The member id of each token: the raw SQL side searches as the same men (their blocks leave their pages). */
  memberIds: string[];
  mixes: { name: string; body: Record<string, unknown> }[];
  seconds: number;
  clients: number;
}

export interface RunStats {
  count: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
  rows: number;
  firstError?: string;
}

async function closedLoops(job: BenchJob, seconds: number, call: (mix: number, client: number) => Promise<number>): Promise<RunStats> {
  const latencies: number[] = [];
  let errors = 0;
  let rows = 0;
  let firstError: string | undefined;
  let next = 0;
  const stopAt = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: job.clients }, async (_, client) => {
      while (performance.now() < stopAt) {
        const mix = next++ % job.mixes.length;
        const started = performance.now();
        try {
          const n = await call(mix, client);
          rows += n;
        } catch (err) {
          errors++;
          firstError ??= String((err as Error).message ?? err);
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  return { count: latencies.length, errors, perSecond: latencies.length / seconds, p50: q(0.5), p99: q(0.99), rows, firstError };
}

/** Tells the main thread a phase began or ended, and waits until it has taken its CPU snapshot. */
function phase(name: string): Promise<void> {
  return new Promise((resolve) => {
    parentPort!.once('message', () => resolve());
    parentPort!.postMessage({ phase: name });
  });
}

async function run(job: BenchJob): Promise<{ http: RunStats; raw: RunStats }> {
  parentPort!.postMessage({ tid: threadId() });
  // A lean HTTP/1.1 keep-alive client (one connection per client, requests written as prepared
  // bytes, as wrk or autocannon do), so the load generator's own cost stays small beside the server's.
  const targets = job.urls.map((url) => new URL(`${url}/api/profile/search`));
  const connections = await Promise.all(
    Array.from({ length: job.clients }, (_, i) => HttpConnection.open(targets[i % targets.length]!.hostname, Number(targets[i % targets.length]!.port))),
  );
  const target = targets[0]!;
  const requests = job.mixes.map((m) => job.tokens.map((token) => jsonPostBytes(target, token, m.body)));
  const http = async (mix: number, client: number) => {
    const { status, body } = await connections[client]!.request(requests[mix]![client % job.tokens.length]!);
    const answer = JSON.parse(body.toString('utf8')) as { status: boolean; result: unknown[]; desc: string };
    if (status !== 200 || !answer.status) throw new Error(`HTTP ${status}: ${answer.desc}`);
    return answer.result.length;
  };

  // The service's ways to the database for the search: the page on its pipelined connections (as
  // many lanes), a count not in the cache on a pool of its size.
  const pool = new pg.Pool({ connectionString: job.databaseUrl, max: job.poolSize });
  const lanes = new PipelinedSql({ connectionString: job.databaseUrl }, job.lanes);
  const poolSql: Sql = { query: async <T>(text: string, values?: unknown[]) => (await pool.query(text, values)).rows as T[] };
  const sql = { page: lanes, count: poolSql };
  const counts = new SearchCounts();
  const raw = async (mix: number, client: number) => {
    const criteria = { ...searchCriteria(job.mixes[mix]!.body as SearchRequest, 'man'), hiddenFor: job.memberIds[client % job.memberIds.length]! };
    const { page, count } = searchStatements(criteria);
    const [rows] = await Promise.all([
      sql.page.query(page.text, page.params),
      counts.count(criteria, async () => (await sql.count.query<{ n: number }>(count.text, count.params))[0]!.n),
    ]);
    return rows.length;
  };

  const warm = Math.min(2, job.seconds);
  await closedLoops(job, warm, http);
  await phase('http-start');
  const httpStats = await closedLoops(job, job.seconds, http);
  await phase('http-end');
  await closedLoops(job, warm, raw);
  await phase('raw-start');
  const rawStats = await closedLoops(job, job.seconds, raw);
  await phase('raw-end');
  await Promise.all([pool.end(), lanes.close()]);
  for (const c of connections) c.close();
  return { http: httpStats, raw: rawStats };
}

run(workerData as BenchJob).then(
  (result) => parentPort!.postMessage({ ok: true, result }),
  (err: unknown) => parentPort!.postMessage({ ok: false, error: String((err as Error)?.stack ?? err) }),
);
