import { Body, Controller, Inject, Param, Post, Res } from '@nestjs/common';
import { CurrentPrincipal, type Principal, SiteError, StaffOnly } from '@dating/platform';
import type { Response } from 'express';
import { LedgerService } from '../../application/ledger.service.js';
import { siteErrorOf } from '../../application/refusal-codes.js';
import { BILLING_SQL } from '../../billing-tokens.js';
import type { Sql } from '../../infrastructure/ledger-store.js';
import { requireStorable } from '../../infrastructure/pg-text.js';
import { ReverseChargeDto } from './reverse-charge.dto.js';

/**
 * `POST /admin-api/charges/:chargeId/reversal` `{ reason }` (finance; admins pass too): gives the
 * credits of one charge back (ReverseCharge), at most once: a second reversal is refused with 10034
 * (HTTP 409); an unknown charge is 10404. Answers 201 with
 * `{ id, account_id, amount, reason, staff_id, balance: { posted, held, available } }` (plain JSON).
 */
@Controller('admin-api')
@StaffOnly('finance')
export class ReverseChargeController {
  constructor(
    @Inject(LedgerService) private readonly ledger: LedgerService,
    @Inject(BILLING_SQL) private readonly sql: Sql,
  ) {}

  @Post('charges/:chargeId/reversal')
  async reverse(
    @Param('chargeId') chargeId: string,
    @Body() dto: ReverseChargeDto,
    @CurrentPrincipal() principal: Principal,
    @Res() res: Response,
  ): Promise<void> {
    requireStorable('charge id', chargeId);
    const rows = (await this.sql.query(`SELECT account_id FROM billing.charges WHERE charge_id = $1`, [chargeId])) as { account_id: string }[];
    if (!rows[0]) throw new SiteError(10404, 'Charge not found');
    const accountId = rows[0].account_id;
    const outcome = await this.ledger.execute({
      accountId,
      actor: `staff:${principal.id}`,
      command: { type: 'ReverseCharge', chargeId, reason: dto.reason, staffId: principal.id },
    });
    if (!outcome.ok) throw siteErrorOf(outcome.code, outcome.message);
    const event = outcome.events.find((e) => e.type === 'ChargeReversed');
    if (!event || event.type !== 'ChargeReversed') throw new SiteError(10400);
    res
      .status(201)
      .json({ id: chargeId, account_id: accountId, amount: event.amount, reason: event.reason, staff_id: event.staffId, balance: outcome.balance });
  }
}
