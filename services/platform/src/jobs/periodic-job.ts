import type { DataSource } from 'typeorm';
import { logger } from '../logging/logger.js';

/**
 * Runs `run` every `everyMs` in whichever process holds the job's leader lock, so two processes
 * never run one job at once (hold expiry, checkout expiry, chat billing ticks).
 *
 * On PostgreSQL the lock is a session advisory lock taken with `pg_try_advisory_lock` on a
 * connection of its own for the length of one pass: a process that finds it taken skips that pass.
 * On the embedded default there is one process and PGlite has one session (a connection holding a
 * lock would block every other one), so an in-process flag stands in for it.
 */
export interface PeriodicJobOptions {
  /** Stable name; the advisory lock key is derived from it. */
  name: string;
  everyMs: number;
  run: () => Promise<void>;
  dataSource: DataSource;
  embedded: boolean;
}

export class PeriodicJob {
  private timer: NodeJS.Timeout | null = null;
  /** The pass under way, if any: stop() waits for it, so it never runs on a database being closed. */
  private pass: Promise<boolean> | null = null;
  private readonly log;

  constructor(private readonly options: PeriodicJobOptions) {
    this.log = logger(`job:${options.name}`);
  }

  start(): void {
    this.timer ??= setInterval(() => void this.runOnce(), this.options.everyMs);
    this.timer.unref();
  }

  /** No more passes; resolves once the pass under way (if any) has finished. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.pass;
  }

  /** One pass if this process can take the lock (and none is under way); resolves true when it ran. Never throws. */
  runOnce(): Promise<boolean> {
    if (this.pass) return Promise.resolve(false);
    this.pass = this.passOnce().finally(() => (this.pass = null));
    return this.pass;
  }

  private async passOnce(): Promise<boolean> {
    try {
      if (this.options.embedded) {
        await this.options.run();
        return true;
      }
      return await this.withAdvisoryLock();
    } catch (err) {
      this.log.error({ err }, 'periodic job failed');
      return false;
    }
  }

  private async withAdvisoryLock(): Promise<boolean> {
    const runner = this.options.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const key = `job:${this.options.name}`;
      const [row] = (await runner.query(`SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked`, [key])) as { locked: boolean }[];
      if (!row?.locked) return false;
      try {
        await this.options.run();
        return true;
      } finally {
        await runner.query(`SELECT pg_advisory_unlock(hashtextextended($1, 0))`, [key]);
      }
    } finally {
      await runner.release();
    }
  }
}
