import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const bench = join(dirname(fileURLToPath(import.meta.url)), 'web-bench.mjs');

/** A short smoke run of `npm run bench:web` (one cold load per page) against the built product. */
describe('web bench', () => {
  it('reports the gzipped JS of the home page and the median FCP in its last line', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [bench, '--iterations', '1'], { timeout: 150_000 });
    const lines = stdout.trim().split('\n');
    const last = lines.at(-1)!;
    expect(last).toMatch(/^web: home \d+(\.\d)? kB gzipped JS, FCP \d+ ms$/);
    const [, kb] = /home (\S+) kB/.exec(last)!;
    expect(Number(kb)).toBeLessThanOrEqual(200);
    expect(lines.some((l) => l.startsWith('orders'))).toBe(true);
  }, 180_000);
});
