import { Query } from '@nestjs/cqrs';
import type { StaffPrincipal } from '@dating/platform';
import type { IdentityResourceName } from '../../infrastructure/admin-resources.js';

/** One record of identity's back-office resources (ra-data-simple-rest getOne); 10404 when there is none for this staff member. */
export class GetIdentityRecordQuery extends Query<Record<string, unknown>> {
  constructor(
    readonly resource: Extract<IdentityResourceName, 'members' | 'staff' | 'site-settings' | 'audit-log'>,
    readonly id: string,
    readonly staff: StaffPrincipal,
  ) {
    super();
  }
}
