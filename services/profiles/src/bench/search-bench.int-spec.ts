import { execFile } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const benchJs = resolve(dirname(fileURLToPath(import.meta.url)), '../../dist/bench/search-bench.js');

/** A short smoke run of `npm run bench:search` (built by the test command), so it never rots. */
describe('bench:search smoke run', () => {
  it('seeds, runs the HTTP side and the raw SQL side, and prints the ratio on its last line', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [benchJs], {
      env: { ...process.env, BENCH_PROFILES: '3000', BENCH_SECONDS: '1', BENCH_CLIENTS: '8', BENCH_DATABASE: 'profiles_bench_smoke', LOG_LEVEL: 'warn' },
      timeout: 150_000,
    });
    const lines = stdout.trim().split('\n');
    expect(stdout).toMatch(/^search benchmark: 3000 profiles \(\d+ ladies\)/m);
    // Both sides answered searches, none failed, and they returned cards.
    expect(stdout).toMatch(/^HTTP profile\/search +\d+ req\/s .*\((?!0 done)\d+ done, 0 failed, (?!0 cards)\d+ cards\)$/m);
    expect(stdout).toMatch(/^raw SQL, same queries +\d+ req\/s .*\((?!0 done)\d+ done, 0 failed, (?!0 cards)\d+ cards\)$/m);
    expect(lines.at(-1)).toMatch(/^search: \d+ req\/s, p99 [\d.]+ ms, [\d.]+ x raw SQL$/);
  }, 180_000);
});
