import { Controller, Get, Inject, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AdminApiErrors, StaffOnly } from '@dating/platform';
import type { Response } from 'express';
import { GetFinanceDashboardQuery } from './get-finance-dashboard.query.js';

/**
 * `GET /admin-api/finance-dashboard` (finance; admins pass too): plain JSON `{ generated_at, days,
 * from, to, services, revenue: [{ day, charged, reversed, net, charges, by_service }], payments:
 * [{ day, count, usd_cents, usd, reversed_count, reversed_usd_cents }], open_holds: { count,
 * credits, expired }, latest_verification }` for the last 30 UTC days (today included), one entry
 * per day. See get-finance-dashboard.query.ts.
 */
@Controller('admin-api')
@StaffOnly('finance')
@AdminApiErrors()
export class GetFinanceDashboardController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('finance-dashboard')
  async dashboard(@Res() res: Response): Promise<void> {
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).json(await this.queries.execute(new GetFinanceDashboardQuery()));
  }
}
