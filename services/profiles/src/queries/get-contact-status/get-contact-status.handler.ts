import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ServiceDb } from '@dating/platform';
import { contactStatusView, type ContactStatusView } from '../../domain/contact-requests.js';
import { contactProgressOf, contactRequestOf, realinfoPrice } from '../../infrastructure/contact-requests.js';
import { readContacts } from '../../infrastructure/profile.reader.js';
import { counterpart } from '../../infrastructure/social.js';
import { PROFILES_DB } from '../../profiles.tokens.js';
import { GetContactStatusQuery } from './get-contact-status.query.js';

/**
 * His request for a lady's contacts: 'none' until he asks, then its status; the price is what a
 * request costs him now (nothing once he has talked with her enough), then what his request cost;
 * with how far he has come. Her contacts are read only for his accepted request (the one way another
 * member ever sees them). A lady he may not see: 10404 / 10024. A block does not hide what he paid for.
 */
@QueryHandler(GetContactStatusQuery)
export class GetContactStatusHandler implements IQueryHandler<GetContactStatusQuery> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  async execute({ manId, ladyId }: GetContactStatusQuery): Promise<ContactStatusView> {
    const lady = await counterpart(this.db, { id: manId, userType: 'man' }, ladyId);
    const [request, price, progress] = await Promise.all([
      contactRequestOf(this.db, manId, lady.id),
      realinfoPrice(this.db),
      contactProgressOf(this.db, manId, lady.id),
    ]);
    const contacts = request?.status === 'accept' ? await readContacts(this.db, lady.id) : null;
    return contactStatusView(lady.id, request, price, contacts, progress);
  }
}
