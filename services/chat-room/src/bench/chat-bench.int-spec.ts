import { execFile } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const benchJs = resolve(dirname(fileURLToPath(import.meta.url)), '../../dist/bench/chat-bench.js');

/** A short smoke run of `npm run bench:chat` (built by the test command), so it never rots. */
describe('bench:chat smoke run', () => {
  it('opens idle sockets and weighs them, runs our server (as fast as acked, then at a paced rate) and the bare socket.io relay, then the billed rooms, and prints the ratio on its last line', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [benchJs], {
      env: {
        ...process.env,
        BENCH_IDLE_SOCKETS: '40',
        BENCH_PAIRS: '5',
        BENCH_SECONDS: '1',
        BENCH_BILLED_ROOMS: '20',
        BENCH_MINUTE_MS: '500',
        BENCH_PACED_RATE: '50',
        BENCH_DATABASE: 'chat_bench_smoke',
        LOG_LEVEL: 'warn',
      },
      timeout: 120_000,
    });
    const lines = stdout.trim().split('\n');
    expect(stdout).toMatch(
      /^connected sockets: 40 of 40 idle authenticated \(40 counted in presence, 0 failed\) .*; server memory per idle socket: [\d.-]+ kB heap, [\d.-]+ kB RSS$/m,
    );
    expect(stdout).toMatch(/^chat \(stored, acked\) +\d+ msgs\/s .*\((?!0 delivered)\d+ delivered, 0 failed\)$/m);
    expect(stdout).toMatch(/^chat at 50\/s offered +\d+ msgs\/s .*\((?!0 delivered)\d+ delivered, 0 failed\)$/m);
    expect(stdout).toMatch(/^bare socket\.io relay +\d+ msgs\/s .*\((?!0 delivered)\d+ delivered, 0 failed\)$/m);
    expect(stdout).toMatch(/^billed rooms: 20 at once, 500 ms minutes \(40 ticks\/s\), (?!0 of)\d+ of \d+ due minutes charged, tick lateness .* max \d+ ms/m);
    expect(lines.at(-1)).toMatch(/^chat: \d+ msgs\/s, p99 [\d.]+ ms, [\d.]+ x bare socket\.io$/);
  }, 150_000);
});
