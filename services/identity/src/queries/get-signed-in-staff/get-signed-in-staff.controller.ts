import { Controller, Get, Inject, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AdminApiErrors, CurrentPrincipal, type Principal, StaffOnly } from '@dating/platform';
import type { Response } from 'express';
import { GetSignedInStaffQuery } from './get-signed-in-staff.query.js';

@Controller('admin-api/auth')
@AdminApiErrors()
export class GetSignedInStaffController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** `GET /admin-api/auth/me` (staff token) → `{ staff: { id, name, email, role, agency_id } }`. */
  @Get('me')
  @StaffOnly()
  async me(@CurrentPrincipal() principal: Principal, @Res() res: Response): Promise<void> {
    res.status(200).json(await this.queries.execute(new GetSignedInStaffQuery(principal.id)));
  }
}
