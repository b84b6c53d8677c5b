import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../testing/test-app.js';
import { uniqueName } from '../testing/test-env.js';
import { freePort } from '../runtime/free-port.js';
import { KafkaEventBus } from './kafka-bus.js';

const KAFKA_SH = fileURLToPath(new URL('../../../../deploy/kafka/kafka.sh', import.meta.url));
const run = promisify(execFile);

/**
 * The machine's broker serves every other test, so this file restarts a broker of its own (the
 * project's kafka.sh with its own port and data folder) under live traffic: what a rolling upgrade or
 * a crashed broker does to a deployment.
 */
describe('the Kafka bus across a restart of its broker', () => {
  let dataDir = '';
  let env: NodeJS.ProcessEnv = {};
  let brokers: string[] = [];
  const kafka = (command: 'start' | 'stop') => run('bash', [KAFKA_SH, command], { env, timeout: 150_000 });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'kafka-restart-'));
    const port = await freePort(2);
    env = { ...process.env, KAFKA_PORT: String(port), KAFKA_DATA_DIR: dataDir, KAFKA_HEAP_OPTS: '-Xms128m -Xmx384m' };
    brokers = [`127.0.0.1:${port}`];
    await kafka('start');
  }, 180_000);

  afterAll(async () => {
    await kafka('stop').catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  /** Takes the broker down: stopped as for an upgrade (SIGTERM, a clean shutdown) or crashed (SIGKILL). */
  async function takeDown(how: 'stopped' | 'killed'): Promise<void> {
    if (how === 'stopped') return void (await kafka('stop'));
    const pid = Number(await readFile(join(dataDir, 'kafka.pid'), 'utf8'));
    process.kill(pid, 'SIGKILL');
    await eventually(
      async () => {
        try {
          process.kill(pid, 0);
          return false;
        } catch {
          return true;
        }
      },
      (gone) => gone,
      30_000,
      100,
    );
  }

  it.each(['stopped', 'killed'] as const)(
    'loses no message when the broker is %s and started again: a failed publish goes on retry (as the relay sends it), the subscriber resumes by itself',
    async (how) => {
      const namespace = uniqueName('restart');
      const bus = new KafkaEventBus({ brokers, clientId: namespace, namespace, sessionTimeoutMs: 6000 });
      const seen = new Set<string>();
      const sub = await bus.subscribe({ group: 'g', topics: ['t'], handler: async (m) => void seen.add(Buffer.from(m.value).toString()) });
      // A publisher as the outbox relay is: an event whose send failed is sent again until it goes.
      const sent: string[] = [];
      let stopped = false;
      const publisher = (async () => {
        for (let n = 0; !stopped;) {
          try {
            await bus.publish([{ topic: 't', key: `k${n % 5}`, value: new TextEncoder().encode(`m${n}`) }]);
            sent.push(`m${n++}`);
          } catch {
            await sleep(250);
          }
          await sleep(20);
        }
      })();
      try {
        await eventually(
          async () => seen.size,
          (n) => n >= 20,
          60_000,
        );
        await takeDown(how);
        const whileDown = sent.length;
        await sleep(2_000);
        await kafka('start');
        // Sends go through again, and the subscriber takes them without being told to.
        await eventually(
          async () => sent.length,
          (n) => n >= whileDown + 20,
          120_000,
        );
        stopped = true;
        await publisher;
        const missing = await eventually(
          async () => sent.filter((id) => !seen.has(id)),
          (m) => m.length === 0,
          120_000,
          250,
        );
        expect(missing).toEqual([]);
        expect(sent.length).toBeGreaterThanOrEqual(whileDown + 20);
      } finally {
        stopped = true;
        await publisher;
        await sub.close().catch(() => undefined);
        await bus.close();
      }
    },
    420_000,
  );
});
