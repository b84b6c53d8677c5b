import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AdminApiErrors, StaffOnly } from '@dating/platform';
import type { Response } from 'express';
import type { FinanceResourceName } from '../../infrastructure/finance-resources.js';
import { GetFinanceRecordQuery } from './get-finance-record.query.js';

/** `GET /admin-api/<resource>/:id` (finance): one payment, payment exception, order or account; 10404 when there is none. */
@Controller('admin-api')
@StaffOnly('finance')
@AdminApiErrors()
export class GetFinanceRecordController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('payments/:id')
  payment(@Param('id') id: string, @Res() res: Response): Promise<void> {
    return this.one('payments', id, res);
  }

  @Get('payment-exceptions/:id')
  paymentException(@Param('id') id: string, @Res() res: Response): Promise<void> {
    return this.one('payment-exceptions', id, res);
  }

  @Get('orders/:id')
  order(@Param('id') id: string, @Res() res: Response): Promise<void> {
    return this.one('orders', id, res);
  }

  @Get('accounts/:id')
  account(@Param('id') id: string, @Res() res: Response): Promise<void> {
    return this.one('accounts', id, res);
  }

  private async one(resource: FinanceResourceName, id: string, res: Response): Promise<void> {
    res.status(200).json(await this.queries.execute(new GetFinanceRecordQuery(resource, id)));
  }
}
