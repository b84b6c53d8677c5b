import { Inject, Injectable } from '@nestjs/common';
import { RUNTIME, type Runtime, type ScheduledJob, ScheduledJobs, type ServiceDb } from '@dating/platform';
import type { MailOptions } from '../../mail.options.js';
import { MAIL_DB, MAIL_OPTIONS } from '../../mail.tokens.js';
import { LetterDelivery } from './letter-delivery.js';

/** Delivers paid letters whose process or database failed between the charge and the delivery (LetterDelivery). */
@Injectable()
export class DeliverUnsentLettersJob extends ScheduledJobs {
  constructor(
    @Inject(MAIL_DB) protected readonly db: ServiceDb,
    @Inject(RUNTIME) protected readonly runtime: Runtime,
    @Inject(LetterDelivery) private readonly delivery: LetterDelivery,
    @Inject(MAIL_OPTIONS) private readonly options: MailOptions,
  ) {
    super();
  }

  protected jobs(): ScheduledJob[] {
    return [{ name: 'mail.deliver-unsent-letters', everyMs: this.options.unsentLetterTickMs, run: () => this.delivery.deliverUnsent() }];
  }
}
