import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { AdminListPage, AdminListQuery, ServiceDb, StaffPrincipal } from '@dating/platform';
import { PROFILES_DB } from '../../profiles.tokens.js';
import { listHeld, readHeld } from '../held-decisions/held-decisions.js';
import { GIFT_SENDS } from './gift-sends.resource.js';

type Record_ = Record<string, unknown>;

/** The sent gifts; an agency moderator's list is narrowed to her agency. */
export class ListGiftSendsQuery extends Query<AdminListPage<Record_>> {
  constructor(
    readonly list: AdminListQuery,
    readonly staff: StaffPrincipal,
  ) {
    super();
  }
}

/** One sent gift (404 for one the moderator may not see). */
export class GetGiftSendQuery extends Query<Record_> {
  constructor(
    readonly id: string,
    readonly staff: StaffPrincipal,
  ) {
    super();
  }
}

@QueryHandler(ListGiftSendsQuery)
export class ListGiftSendsHandler implements IQueryHandler<ListGiftSendsQuery> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  execute({ list, staff }: ListGiftSendsQuery): Promise<AdminListPage<Record_>> {
    return listHeld(this.db, GIFT_SENDS, list, staff);
  }
}

@QueryHandler(GetGiftSendQuery)
export class GetGiftSendHandler implements IQueryHandler<GetGiftSendQuery> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  execute({ id, staff }: GetGiftSendQuery): Promise<Record_> {
    return readHeld(this.db, GIFT_SENDS, id, staff, 'PROFILES.GIFT_SEND_NOT_FOUND');
  }
}
