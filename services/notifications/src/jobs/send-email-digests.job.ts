import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { PeriodicJob, RUNTIME, type Runtime, type ServiceDb } from '@dating/platform';
import type { EmailDigest } from '../domain/email-digests.js';
import { takeEmailDigests } from '../infrastructure/email-digests.js';
import { NOTIFICATIONS_OPTIONS, type NotificationsOptions } from '../notifications-options.js';
import { NOTIFICATIONS_DB } from '../notifications.tokens.js';

/** How many notifications one transaction settles. */
const BATCH = 2_000;

/**
 * Once a minute (EMAIL_DIGEST_EVERY_MS), in one process at a time: the notifications a member has not seen for a while
 * become e-mails (infrastructure/email-digests.ts), sent by identity.
 */
@Injectable()
export class SendEmailDigestsJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private job: PeriodicJob | null = null;

  constructor(
    @Inject(NOTIFICATIONS_DB) private readonly db: ServiceDb,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(NOTIFICATIONS_OPTIONS) private readonly options: NotificationsOptions,
  ) {}

  onApplicationBootstrap(): void {
    this.job = new PeriodicJob({
      name: 'notifications.email-digests',
      everyMs: this.options.emailEveryMs,
      run: async () => void (await this.tick()),
      dataSource: this.db.dataSource,
      embedded: this.runtime.embedded,
    });
    this.job.start();
  }

  onApplicationShutdown(): void {
    this.job?.stop();
  }

  /** One pass (a backlog is worked off a batch a minute); answers the e-mails it asked for. Tests call it directly. */
  tick(): Promise<EmailDigest[]> {
    return this.db.transaction((tx) => takeEmailDigests(tx, { limit: BATCH, delayMs: this.options.emailDelayMs }));
  }
}
