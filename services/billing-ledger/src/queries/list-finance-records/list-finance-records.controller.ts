import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AdminApiErrors, parseAdminListQuery, sendAdminList, StaffOnly } from '@dating/platform';
import type { Response } from 'express';
import { FINANCE_RESOURCES, type FinanceResourceName } from '../../infrastructure/finance-resources.js';
import { ListFinanceRecordsQuery } from './list-finance-records.query.js';

/**
 * The finance projections for the back office (staff role finance; admins pass too), following
 * ra-data-simple-rest: `GET /admin-api/<resource>?sort=["field","ASC"]&range=[0,24]&filter={...}`
 * answers a plain JSON array with `Content-Range: <resource> 0-24/319`. Resources: ledger-statements
 * (per-account statement with running balance), payments, orders, revenue, open-holds, accounts,
 * postbacks, payment-exceptions (the refund queue), grants, reversals, refunds, ledger-verifications,
 * and the catalogue's prices and credit-packs (which admins change; finance reads them); see
 * infrastructure/finance-resources.ts and catalogue-resources.ts for fields and filters. One record:
 * get-finance-record; CSV: export-finance-csv.
 */
@Controller('admin-api')
@StaffOnly('finance')
@AdminApiErrors()
export class ListFinanceRecordsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('ledger-statements')
  ledgerStatements(@Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    return this.list('ledger-statements', query, res);
  }

  @Get('payments')
  payments(@Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    return this.list('payments', query, res);
  }

  @Get('payment-exceptions')
  paymentExceptions(@Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    return this.list('payment-exceptions', query, res);
  }

  @Get('orders')
  orders(@Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    return this.list('orders', query, res);
  }

  @Get('revenue')
  revenue(@Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    return this.list('revenue', query, res);
  }

  @Get('open-holds')
  openHolds(@Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    return this.list('open-holds', query, res);
  }

  @Get('accounts')
  accounts(@Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    return this.list('accounts', query, res);
  }

  @Get('postbacks')
  postbacks(@Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    return this.list('postbacks', query, res);
  }

  @Get('grants')
  grants(@Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    return this.list('grants', query, res);
  }

  @Get('reversals')
  reversals(@Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    return this.list('reversals', query, res);
  }

  @Get('refunds')
  refunds(@Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    return this.list('refunds', query, res);
  }

  @Get('ledger-verifications')
  ledgerVerifications(@Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    return this.list('ledger-verifications', query, res);
  }

  @Get('prices')
  prices(@Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    return this.list('prices', query, res);
  }

  @Get('credit-packs')
  creditPacks(@Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    return this.list('credit-packs', query, res);
  }

  private async list(resource: FinanceResourceName, query: Record<string, unknown>, res: Response): Promise<void> {
    const list = parseAdminListQuery(query, FINANCE_RESOURCES[resource]);
    sendAdminList(res, resource, await this.queries.execute(new ListFinanceRecordsQuery(resource, list)));
  }
}
