import { Controller, Get, Inject, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AdminApiErrors, CurrentPrincipal, StaffOnly, type StaffPrincipal } from '@dating/platform';
import type { Response } from 'express';
import { GetDashboardQuery } from './get-dashboard.query.js';

@Controller('admin-api')
@AdminApiErrors()
export class GetDashboardController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /**
   * `GET /admin-api/dashboard` (every staff role) → identity's figures for the caller's role:
   * members (an agency moderator: her agency's women), and for admins the staff accounts, for
   * admins and finance the audit activity. Billing's figures are `GET /admin-api/finance-dashboard`.
   */
  @Get('dashboard')
  @StaffOnly()
  async dashboard(@CurrentPrincipal() staff: StaffPrincipal, @Res() res: Response): Promise<void> {
    res.status(200).json(await this.queries.execute(new GetDashboardQuery(staff)));
  }
}
