import { execFile } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const benchJs = resolve(dirname(fileURLToPath(import.meta.url)), '../../dist/bench/ledger-bench.js');

/** A short smoke run of `npm run bench:ledger` (built by the test command), so it never rots. */
describe('bench:ledger smoke run', () => {
  it('runs both paths, reconciles, and prints the ratio on its last line', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [benchJs], {
      env: { ...process.env, BENCH_SECONDS: '1', BENCH_ACCOUNTS: '50', BENCH_CLIENTS: '8', BENCH_DATABASE: 'ledger_bench_smoke', LOG_LEVEL: 'warn' },
      timeout: 120_000,
    });
    const lines = stdout.trim().split('\n');
    expect(stdout).toMatch(/ledger:verify after the benchmark: 50 accounts, \d+ events, 0 mismatches/);
    expect(lines.at(-1)).toMatch(/^ledger: \d+ charges\/s, p99 [\d.]+ ms, [\d.]+ x raw SQL$/);
  }, 150_000);
});
