import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type AdminListPage, type AdminListQuery, readAdminList, readAdminRecord, type ServiceDb, type StaffPrincipal } from '@dating/platform';
import { moderatorSeesRequest } from '../../domain/contact-requests.js';
import { ProfilesError } from '../../domain/profile-errors.js';
import { PROFILES_DB } from '../../profiles.tokens.js';
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
    const filter = staff.role === 'agency_moderator' ? { ...list.filter, agency_id: staff.agencyId ?? '\u0001none' } : list.filter;
    return readAdminList(this.db, CONTACT_REQUESTS, { ...list, filter });
  }
}

@QueryHandler(GetContactRequestQuery)
export class GetContactRequestHandler implements IQueryHandler<GetContactRequestQuery> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  async execute({ id, staff }: GetContactRequestQuery): Promise<Record_> {
    const record = /^\d{1,18}$/.test(id) ? await readAdminRecord(this.db, CONTACT_REQUESTS, id) : null;
    if (!record || !moderatorSeesRequest({ agency_id: record.agency_id as string | null }, { role: staff.role, agencyId: staff.agencyId })) {
      throw new ProfilesError('PROFILES.CONTACT_REQUEST_NOT_FOUND');
    }
    return record;
  }
}
