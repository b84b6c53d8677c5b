import { execFile } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const benchJs = resolve(dirname(fileURLToPath(import.meta.url)), '../../dist/bench/letters-bench.js');

/** A short smoke run of `npm run bench:letters` (built by the test command), so it never rots. */
describe('bench:letters smoke run', () => {
  it('sends paid letters over HTTP, charges the ledger alone, and prints the ratio on its last line', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [benchJs], {
      env: { ...process.env, BENCH_SECONDS: '1', BENCH_CLIENTS: '4', BENCH_DATABASE: 'letters_bench_smoke', LOG_LEVEL: 'warn' },
      timeout: 120_000,
    });
    expect(stdout).toMatch(/^HTTP letter\/send-letter +\d+ \/s .*\((?!0 done)\d+ done, 0 failed\)$/m);
    expect(stdout).toMatch(/^ledger port charges alone +\d+ \/s .*\((?!0 done)\d+ done, 0 failed\)$/m);
    expect(stdout.trim().split('\n').at(-1)).toMatch(/^letters: \d+ letters\/s, p99 [\d.]+ ms, [\d.]+ x ledger charges$/);
  }, 150_000);
});
