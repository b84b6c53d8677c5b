import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { StaffOnly } from '@dating/platform';
import type { Response } from 'express';
import { BILLING_SQL } from '../../billing-tokens.js';
import type { Sql } from '../../infrastructure/ledger-store.js';
import { accounts, ledgerStatements, openHolds, orders, paymentExceptions, payments, postbacks, revenue } from './finance-resources.js';
import { listResource, oneOf, type ResourceSpec } from './ra-list.js';

/**
 * The finance projections for the back office (staff role finance; admins pass too), following
 * ra-data-simple-rest: `GET /admin-api/<resource>?sort=["field","ASC"]&range=[0,24]&filter={...}`
 * answers a plain JSON array with `Content-Range: <resource> 0-24/319`; `GET /admin-api/<resource>/:id`
 * one record. Resources: ledger-statements (per-account statement with running balance), payments,
 * orders, revenue, open-holds, accounts, postbacks, payment-exceptions (the refund queue). See
 * finance-resources.ts for fields and filters.
 */
@Controller('admin-api')
@StaffOnly('finance')
export class FinanceController {
  constructor(@Inject(BILLING_SQL) private readonly sql: Sql) {}

  @Get('ledger-statements')
  async ledgerStatements(@Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    await listResource(res, this.sql, ledgerStatements, query);
  }

  @Get('payments')
  async payments(@Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    await listResource(res, this.sql, payments, query);
  }

  @Get('payments/:id')
  async payment(@Param('id') id: string, @Res() res: Response): Promise<void> {
    await this.one(res, payments, id);
  }

  @Get('payment-exceptions')
  async paymentExceptions(@Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    await listResource(res, this.sql, paymentExceptions, query);
  }

  @Get('payment-exceptions/:id')
  async paymentException(@Param('id') id: string, @Res() res: Response): Promise<void> {
    await this.one(res, paymentExceptions, id);
  }

  @Get('orders')
  async orders(@Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    await listResource(res, this.sql, orders, query);
  }

  @Get('orders/:id')
  async order(@Param('id') id: string, @Res() res: Response): Promise<void> {
    await this.one(res, orders, id);
  }

  @Get('revenue')
  async revenue(@Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    await listResource(res, this.sql, revenue, query);
  }

  @Get('open-holds')
  async openHolds(@Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    await listResource(res, this.sql, openHolds, query);
  }

  @Get('accounts')
  async accounts(@Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    await listResource(res, this.sql, accounts, query);
  }

  @Get('accounts/:id')
  async account(@Param('id') id: string, @Res() res: Response): Promise<void> {
    await this.one(res, accounts, id);
  }

  @Get('postbacks')
  async postbacks(@Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    await listResource(res, this.sql, postbacks, query);
  }

  private async one<Row>(res: Response, spec: ResourceSpec<Row>, id: string): Promise<void> {
    res.status(200).json(await oneOf(this.sql, spec, id));
  }
}
