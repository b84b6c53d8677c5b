import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type AdminListPage, readAdminList, type Sql } from '@dating/platform';
import { memberScopeOf, scopeMemberFilter } from '../../domain/agency-scope.js';
import { IDENTITY_DB } from '../../identity.tokens.js';
import { IdentityAdminResources } from '../../infrastructure/admin-resources.js';
import { ListIdentityRecordsQuery } from './list-identity-records.query.js';

/** Reads a page; an agency moderator's member list is narrowed to the women of her agency. */
@QueryHandler(ListIdentityRecordsQuery)
export class ListIdentityRecordsHandler implements IQueryHandler<ListIdentityRecordsQuery> {
  constructor(
    @Inject(IDENTITY_DB) private readonly sql: Sql,
    @Inject(IdentityAdminResources) private readonly resources: IdentityAdminResources,
  ) {}

  async execute({ resource, list, staff }: ListIdentityRecordsQuery): Promise<AdminListPage<unknown>> {
    if (resource === 'members') {
      const filter = scopeMemberFilter(memberScopeOf(staff), list.filter);
      if (filter === null) return { rows: [], total: 0, start: list.start };
      list = { ...list, filter };
    }
    return readAdminList<unknown>(this.sql, this.resources.get(resource), list);
  }
}
