import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { AdminListPage, AdminListQuery, ServiceDb, StaffPrincipal } from '@dating/platform';
import { PROFILES_DB } from '../../profiles.tokens.js';
import { listHeld, readHeld } from '../held-decisions/held-decisions.js';
import { CONTACT_REQUESTS } from './contact-requests.resource.js';

type Record_ = Record<string, unknown>;

/** The list; an agency moderator's is narrowed to her agency. */
export class ListContactRequestsQuery extends Query<AdminListPage<Record_>> {
  constructor(
    readonly list: AdminListQuery,
    readonly staff: StaffPrincipal,
  ) {
    super();
  }
}

/** One request (404 for a request the moderator may not see). */
export class GetContactRequestQuery extends Query<Record_> {
  constructor(
    readonly id: string,
    readonly staff: StaffPrincipal,
  ) {
    super();
  }
}

@QueryHandler(ListContactRequestsQuery)
export class ListContactRequestsHandler implements IQueryHandler<ListContactRequestsQuery> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  execute({ list, staff }: ListContactRequestsQuery): Promise<AdminListPage<Record_>> {
    return listHeld(this.db, CONTACT_REQUESTS, list, staff);
  }
}

@QueryHandler(GetContactRequestQuery)
export class GetContactRequestHandler implements IQueryHandler<GetContactRequestQuery> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  execute({ id, staff }: GetContactRequestQuery): Promise<Record_> {
    return readHeld(this.db, CONTACT_REQUESTS, id, staff, 'PROFILES.CONTACT_REQUEST_NOT_FOUND');
  }
}
