import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Sql, StaffRole } from '@dating/platform';
import { IdentityError } from '../../domain/identity-errors.js';
import type { StaffView } from '../../domain/staff-access.js';
import { IDENTITY_DB } from '../../identity.tokens.js';
import { staffView } from '../../infrastructure/persistence/staff-second-factor.js';
import { GetSignedInStaffQuery } from './get-signed-in-staff.query.js';

@QueryHandler(GetSignedInStaffQuery)
export class GetSignedInStaffHandler implements IQueryHandler<GetSignedInStaffQuery> {
  constructor(@Inject(IDENTITY_DB) private readonly sql: Sql) {}

  async execute({ staffId }: GetSignedInStaffQuery): Promise<{ staff: StaffView }> {
    const [row] = await this.sql.query<{ id: string; name: string; email: string; role: StaffRole; agency_id: string | null }>(
      `SELECT id, name, email, role, agency_id FROM identity.staff WHERE id = $1`,
      [staffId],
    );
    if (!row) throw new IdentityError('IDENTITY.NOT_FOUND');
    return { staff: staffView({ id: row.id, name: row.name, email: row.email, role: row.role, agencyId: row.agency_id }) };
  }
}
