import { Inject, Injectable } from '@nestjs/common';
import { RUNTIME, type Runtime, type ScheduledJob, ScheduledJobs, type ServiceDb } from '@dating/platform';
import type { EmailDigest } from '../domain/email-digests.js';
import { takeEmailDigests } from '../infrastructure/email-digests.js';
import { NOTIFICATIONS_OPTIONS, type NotificationsOptions } from '../notifications-options.js';
import { NOTIFICATIONS_DB } from '../notifications.tokens.js';

/** How many notifications one transaction settles. */
const BATCH = 2_000;

/**
 * Once a minute (EMAIL_DIGEST_EVERY_MS), in one process at a time: the notifications a member has
 * not seen for a while become e-mails (infrastructure/email-digests.ts), sent by identity.
 */
@Injectable()
export class SendEmailDigestsJob extends ScheduledJobs {
  constructor(
    @Inject(NOTIFICATIONS_DB) protected readonly db: ServiceDb,
    @Inject(RUNTIME) protected readonly runtime: Runtime,
    @Inject(NOTIFICATIONS_OPTIONS) private readonly options: NotificationsOptions,
  ) {
    super();
  }

  protected jobs(): ScheduledJob[] {
    return [{ name: 'notifications.email-digests', everyMs: this.options.emailEveryMs, run: () => this.tick() }];
  }

  /** One pass (a backlog is worked off a batch at a time); answers the e-mails it asked for. Tests call it directly. */
  tick(): Promise<EmailDigest[]> {
    return this.db.transaction((tx) => takeEmailDigests(tx, { limit: BATCH, delayMs: this.options.emailDelayMs }));
  }
}
