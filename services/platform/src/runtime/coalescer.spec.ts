import { describe, expect, it } from 'vitest';
import { Coalescer } from './coalescer.js';

describe('Coalescer', () => {
  it('runs a lone request at once and the requests that wait behind a run together, each answered its own', async () => {
    const runs: number[][] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const coalescer = new Coalescer<number, number>(
      async (items) => {
        runs.push(items);
        if (runs.length === 1) await gate;
        return items.map((n) => n * 10);
      },
      3,
      1,
    );
    const first = coalescer.submit(1);
    const waiting = [2, 3, 4, 5].map((n) => coalescer.submit(n));
    expect(runs).toEqual([[1]]);
    release();
    expect(await Promise.all([first, ...waiting])).toEqual([10, 20, 30, 40, 50]);
    expect(runs).toEqual([[1], [2, 3, 4], [5]]);
  });

  it('rejects a failed run, or with retryAlone lets only the failing request fail', async () => {
    const plain = new Coalescer<number, number>(
      async (items) => {
        if (items.includes(2)) throw new Error('bad');
        return items;
      },
      128,
      1,
    );
    const gate = plain.submit(0);
    const together = [1, 2, 3].map((n) => plain.submit(n).catch(() => 'failed'));
    await gate;
    expect(await Promise.all(together)).toEqual(['failed', 'failed', 'failed']);

    const retrying = new Coalescer<number, number>(
      async (items) => {
        if (items.includes(2)) throw new Error('bad');
        return items;
      },
      128,
      1,
      true,
    );
    const first = retrying.submit(0);
    const alone = [1, 2, 3].map((n) => retrying.submit(n).catch(() => 'failed'));
    await first;
    expect(await Promise.all(alone)).toEqual([1, 'failed', 3]);
  });
});
