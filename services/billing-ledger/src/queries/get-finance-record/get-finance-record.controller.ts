import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AdminApiErrors, StaffOnly } from '@dating/platform';
import type { Response } from 'express';
import type { FinanceResourceName } from '../../infrastructure/finance-resources.js';
import { GetFinanceRecordQuery } from './get-finance-record.query.js';

/**
 * `GET /admin-api/<resource>/:id` (finance; admins pass too): one record of any finance resource
 * (ra-data-simple-rest getOne); 10404 when there is none. Ids: a ledger statement
 * `<account id>:<version>`, a revenue row `<YYYY-MM-DD>:<service>`, a grant its grant id, a
 * reversal its charge id, a price its action.
 */
@Controller('admin-api')
@StaffOnly('finance')
@AdminApiErrors()
export class GetFinanceRecordController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('ledger-statements/:id')
  ledgerStatement(@Param('id') id: string, @Res() res: Response): Promise<void> {
    return this.one('ledger-statements', id, res);
  }

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

  @Get('revenue/:id')
  revenue(@Param('id') id: string, @Res() res: Response): Promise<void> {
    return this.one('revenue', id, res);
  }

  @Get('open-holds/:id')
  openHold(@Param('id') id: string, @Res() res: Response): Promise<void> {
    return this.one('open-holds', id, res);
  }

  @Get('accounts/:id')
  account(@Param('id') id: string, @Res() res: Response): Promise<void> {
    return this.one('accounts', id, res);
  }

  @Get('postbacks/:id')
  postback(@Param('id') id: string, @Res() res: Response): Promise<void> {
    return this.one('postbacks', id, res);
  }

  @Get('grants/:id')
  grant(@Param('id') id: string, @Res() res: Response): Promise<void> {
    return this.one('grants', id, res);
  }

  @Get('reversals/:id')
  reversal(@Param('id') id: string, @Res() res: Response): Promise<void> {
    return this.one('reversals', id, res);
  }

  @Get('refunds/:id')
  refund(@Param('id') id: string, @Res() res: Response): Promise<void> {
    return this.one('refunds', id, res);
  }

  @Get('ledger-verifications/:id')
  ledgerVerification(@Param('id') id: string, @Res() res: Response): Promise<void> {
    return this.one('ledger-verifications', id, res);
  }

  @Get('prices/:id')
  price(@Param('id') id: string, @Res() res: Response): Promise<void> {
    return this.one('prices', id, res);
  }

  @Get('credit-packs/:id')
  creditPack(@Param('id') id: string, @Res() res: Response): Promise<void> {
    return this.one('credit-packs', id, res);
  }

  private async one(resource: FinanceResourceName, id: string, res: Response): Promise<void> {
    res.status(200).json(await this.queries.execute(new GetFinanceRecordQuery(resource, id)));
  }
}
