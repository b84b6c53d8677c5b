import { parentPort, workerData } from 'node:worker_threads';
import { HttpConnection, jsonPostBytes } from '@dating/platform';

/**
 * The HTTP load of `npm run bench:letters`, on its own thread (and so its own core) beside the
 * server: `clients` closed loops for `warmSeconds` unmeasured (connections, pools, prepared
 * statements and the JIT warm up, as before the ledger side), then for `seconds`, each a man sending paid letters
 * (POST /api/letter/send-letter, a fresh client letter id each) to the bench's ladies. The requests
 * go through the kernel's lean bench client, one kept-alive connection per sender (node:http or
 * fetch cost the load thread several times as much CPU per request, which on a shared machine is
 * taken from the server).
 */
const WORDS = [
  'sunny',
  'morning',
  'garden',
  'river',
  'music',
  'travel',
  'autumn',
  'coffee',
  'mountains',
  'books',
  'dancing',
  'ocean',
  'cinema',
  'flowers',
  'cooking',
  'winter',
  'stars',
  'walks',
  'painting',
  'tea',
  'summer',
  'city',
  'poetry',
];

/** Three words naming n (distinct for the first WORDS.length³ numbers; the fingerprint ignores digits). */
const wordsOf = (n: number): string => [0, 1, 2].map((place) => WORDS[Math.floor(n / WORDS.length ** place) % WORDS.length]).join(' ');

export interface LettersBenchJob {
  url: string;
  tokens: string[];
  ladies: string[];
  seconds: number;
  warmSeconds: number;
}

export interface RunStats {
  count: number;
  /** Done during the warm-up, not measured. */
  warm?: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
  firstError?: string;
}

export function stats(latencies: number[], errors: number, elapsedMs: number, firstError?: string): RunStats {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0);
  return { count: sorted.length, errors, perSecond: (sorted.length / elapsedMs) * 1000, p50: at(0.5), p99: at(0.99), firstError };
}

/**
 * `senders` closed loops for `seconds`: each sender calls `send(sender)` again as soon as it has
 * answered. The latencies of the answered calls, the failures counted (the first one kept).
 */
export async function closedLoops(senders: number, seconds: number, send: (sender: number) => Promise<void>): Promise<RunStats> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: senders }, async (_, sender) => {
      while (performance.now() < until) {
        const t0 = performance.now();
        try {
          await send(sender);
          latencies.push(performance.now() - t0);
        } catch (err) {
          errors++;
          firstError ??= (err as Error).message;
        }
      }
    }),
  );
  return stats(latencies, errors, performance.now() - started, firstError);
}

async function run(job: LettersBenchJob): Promise<RunStats> {
  const url = new URL(`${job.url}/api/letter/send-letter`);
  const connections = await Promise.all(job.tokens.map(() => HttpConnection.open(url.hostname, Number(url.port))));
  // Each sender's letters numbered across the warm-up and the measured run (client letter ids stay unique).
  const sent = job.tokens.map(() => 0);
  const sendLetter = async (client: number) => {
    const n = sent[client]!++;
    const letter = {
      target_user_id: Number(job.ladies[(client + n) % job.ladies.length]),
      subject: 'Hello from the bench',
      // Each letter its own words, n's digits in base WORDS.length (a template, or words that come round
      // again every few letters, would be flagged as near-identical, which is another path).
      message: `Dear lady, ${wordsOf(n + client)}. I hope you are well.`,
      client_letter_id: `bench-${client}-${n}`,
    };
    const { status, body } = await connections[client]!.request(jsonPostBytes(url, job.tokens[client]!, letter));
    const answer = JSON.parse(body.toString('utf8')) as { status: boolean; desc?: string };
    if (!answer.status) throw new Error(`${status} ${answer.desc}`);
  };
  const warm = await closedLoops(job.tokens.length, job.warmSeconds, sendLetter);
  const measured = await closedLoops(job.tokens.length, job.seconds, sendLetter);
  for (const c of connections) c.close();
  return { ...measured, warm: warm.count };
}

if (parentPort && workerData) {
  run(workerData as LettersBenchJob).then(
    (result) => parentPort!.postMessage({ ok: true, result }),
    (err: unknown) => parentPort!.postMessage({ ok: false, error: (err as Error).message }),
  );
}
