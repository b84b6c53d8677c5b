import type { BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';
import type { ServiceDb } from '../database/service-db.js';
import type { Runtime } from '../runtime/runtime.js';
import { PeriodicJob } from './periodic-job.js';

/** One job of a service: a stable name (its leader lock), how often, and one pass. */
export interface ScheduledJob {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

/**
 * A service's periodic work as a Nest provider: each job a PeriodicJob under its leader lock on the
 * service's database (one process at a time), started with the app and stopped before the database
 * closes. Extend it, inject `db` and `runtime`, and list the jobs.
 */
export abstract class ScheduledJobs implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private running: PeriodicJob[] = [];
  protected abstract readonly db: ServiceDb;
  protected abstract readonly runtime: Runtime;

  /** Asked once the app is up (options and collaborators are injected by then). */
  protected abstract jobs(): ScheduledJob[];

  onApplicationBootstrap(): void {
    this.running = this.jobs().map(
      (job) =>
        new PeriodicJob({
          name: job.name,
          everyMs: job.everyMs,
          run: async () => void (await job.run()),
          dataSource: this.db.dataSource,
          embedded: this.runtime.embedded,
        }),
    );
    for (const job of this.running) job.start();
  }

  /** Stops every job and waits for the passes under way, before the database closes (onApplicationShutdown). */
  async beforeApplicationShutdown(): Promise<void> {
    const stopping = this.running.map((job) => job.stop());
    this.running = [];
    await Promise.all(stopping);
  }
}
