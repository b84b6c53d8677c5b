import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-env.js';
import { PeriodicJob } from './periodic-job.js';

describe('PeriodicJob (leader lock on PostgreSQL)', () => {
  let database: { url: string; drop(): Promise<void> };
  const sources: DataSource[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('jobs');
    for (let i = 0; i < 3; i++) {
      const ds = new DataSource({ type: 'postgres', url: database.url, poolSize: 3 });
      await ds.initialize();
      sources.push(ds);
    }
  });

  afterAll(async () => {
    for (const ds of sources) await ds.destroy();
    await database.drop();
  });

  it('runs one pass at a time across processes: the others skip while one holds the lock', async () => {
    let inside = 0;
    let maxInside = 0;
    let passes = 0;
    const run = async () => {
      inside++;
      maxInside = Math.max(maxInside, inside);
      await sleep(150);
      passes++;
      inside--;
    };
    const jobs = sources.map((dataSource) => new PeriodicJob({ name: 'test-sweep', everyMs: 1000, run, dataSource, embedded: false }));
    const ran = await Promise.all(jobs.map((j) => j.runOnce()));
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(maxInside).toBe(1);
    expect(passes).toBe(1);

    // The lock is released after the pass: the next pass runs again.
    expect(await jobs[2]!.runOnce()).toBe(true);
    expect(passes).toBe(2);
  });

  it('keeps another job name independent, and survives a failing pass', async () => {
    const failing = new PeriodicJob({
      name: 'test-failing',
      everyMs: 1000,
      run: async () => {
        throw new Error('boom');
      },
      dataSource: sources[0]!,
      embedded: false,
    });
    expect(await failing.runOnce()).toBe(false);
    // The failed pass released its lock: another process takes it at once.
    let ran = false;
    const other = new PeriodicJob({ name: 'test-failing', everyMs: 1000, run: async () => void (ran = true), dataSource: sources[1]!, embedded: false });
    expect(await other.runOnce()).toBe(true);
    expect(ran).toBe(true);
  });

  it('stop() resolves only once the pass under way has finished, so no pass runs on a closing database', async () => {
    let finished = false;
    const job = new PeriodicJob({
      name: 'test-stop',
      everyMs: 1000,
      run: async () => {
        await sleep(200);
        finished = true;
      },
      dataSource: sources[0]!,
      embedded: false,
    });
    const pass = job.runOnce();
    // A second pass while one is under way is skipped.
    expect(await job.runOnce()).toBe(false);
    await job.stop();
    expect(finished).toBe(true);
    expect(await pass).toBe(true);
  });
});
