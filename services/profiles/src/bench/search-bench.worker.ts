import { parentPort, workerData } from 'node:worker_threads';
import { Agent, request } from 'node:http';
import pg from 'pg';
import { searchCriteria, type SearchRequest } from '../domain/search-criteria.js';
import { SearchCounts } from '../infrastructure/search-counts.js';
import { searchStatements } from '../infrastructure/search.reader.js';

/**
 * The load of `npm run bench:search`, on its own thread (and so its own core) beside the server:
 * `clients` closed loops for `seconds`, first over HTTP (POST /api/profile/search with a man's
 * token), then the same requests as raw SQL on a pg pool of the service's size: the statements the
 * handler runs, with the same count strategy, without Nest, HTTP or JSON.
 */
export interface BenchJob {
  url: string;
  databaseUrl: string;
  poolSize: number;
  tokens: string[];
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

async function run(job: BenchJob): Promise<{ http: RunStats; raw: RunStats }> {
  const agent = new Agent({ keepAlive: true, maxSockets: job.clients });
  const bodies = job.mixes.map((m) => JSON.stringify(m.body));
  const target = new URL(`${job.url}/api/profile/search`);
  const http = (mix: number, client: number) =>
    new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${job.tokens[client % job.tokens.length]}` },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { status: boolean; result: unknown[]; desc: string };
            if (res.statusCode !== 200 || !body.status) reject(new Error(`HTTP ${res.statusCode}: ${body.desc}`));
            else resolve(body.result.length);
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(bodies[mix]);
    });

  const pool = new pg.Pool({ connectionString: job.databaseUrl, max: job.poolSize });
  const counts = new SearchCounts();
  const raw = async (mix: number) => {
    const criteria = searchCriteria(job.mixes[mix]!.body as SearchRequest, 'man');
    const { page, count } = searchStatements(criteria);
    const [rows] = await Promise.all([
      pool.query(page.text, page.params),
      counts.count(criteria, async () => (await pool.query<{ n: number }>(count.text, count.params)).rows[0]!.n),
    ]);
    return rows.rows.length;
  };

  const warm = Math.min(2, job.seconds);
  await closedLoops(job, warm, http);
  parentPort!.postMessage({ phase: 'http-start' });
  const httpStats = await closedLoops(job, job.seconds, http);
  parentPort!.postMessage({ phase: 'http-end' });
  await closedLoops(job, warm, raw);
  const rawStats = await closedLoops(job, job.seconds, raw);
  await pool.end();
  agent.destroy();
  return { http: httpStats, raw: rawStats };
}

run(workerData as BenchJob).then(
  (result) => parentPort!.postMessage({ ok: true, result }),
  (err: unknown) => parentPort!.postMessage({ ok: false, error: String((err as Error)?.stack ?? err) }),
);
