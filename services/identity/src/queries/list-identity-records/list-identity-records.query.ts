import { Query } from '@nestjs/cqrs';
import type { AdminListPage, AdminListQuery, StaffPrincipal } from '@dating/platform';
import type { IdentityResourceName } from '../../infrastructure/admin-resources.js';

/** A page of one of identity's back-office resources (ra-data-simple-rest getList, getMany, getManyReference). */
export class ListIdentityRecordsQuery extends Query<AdminListPage<unknown>> {
  constructor(
    readonly resource: IdentityResourceName,
    readonly list: AdminListQuery,
    readonly staff: StaffPrincipal,
  ) {
    super();
  }
}
