import { Query } from '@nestjs/cqrs';
import type { ContactStatusView } from '../../domain/contact-requests.js';

/** realinfo/get-info-status `user_id`: his request for a lady's contacts, and her contacts once accepted. */
export class GetContactStatusQuery extends Query<ContactStatusView> {
  constructor(
    readonly manId: string,
    readonly ladyId: number,
  ) {
    super();
  }
}
