import { Command } from '@nestjs/cqrs';
import type { ContactStatusView } from '../../domain/contact-requests.js';

/** realinfo/make-request `user_id`: a man asks for a lady's contact information (his credits are held). */
export class RequestContactsCommand extends Command<ContactStatusView> {
  constructor(
    readonly manId: string,
    readonly ladyId: number,
  ) {
    super();
  }
}
