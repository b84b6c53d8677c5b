import { Query } from '@nestjs/cqrs';
import type { StaffView } from '../../domain/staff-access.js';

/** The signed-in staff member, as the back office shows her (`GET /admin-api/auth/me`). */
export class GetSignedInStaffQuery extends Query<{ staff: StaffView }> {
  constructor(readonly staffId: string) {
    super();
  }
}
