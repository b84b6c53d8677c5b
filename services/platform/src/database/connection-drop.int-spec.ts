import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-env.js';
import { spawnTypeScriptChild } from '../testing/typescript-child.js';

// A PostgreSQL connection ended the moment it became ready (its backend terminated, PostgreSQL shutting
// down or failing over while the pool reconnects) reaches the client in the same packet as its
// ReadyForQuery: before TypeORM has put its error listener on the client the pool just handed it.
// The process must live through it, and its pool serve again (testing/pg-gone-when-ready.worker.ts).

const WORKER = fileURLToPath(new URL('../testing/pg-gone-when-ready.worker.ts', import.meta.url));

describe('a service database whose new connections are ended as they become ready', () => {
  let database: { url: string; drop(): Promise<void> };
  beforeAll(async () => {
    database = await createTestDatabase('gone_when_ready');
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('keeps the process alive, fails only those queries, and serves again afterwards', async () => {
    const child = spawnTypeScriptChild(WORKER, { PG_GONE_DB: database.url, LOG_LEVEL: 'error' }, { exitWhenDone: true });
    let output = '';
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(output).toMatch(/survived dropped=[1-9]\d* failed=[1-9]\d* after=1,1/);
    expect(code, output).toBe(0);
  }, 90_000);
});
