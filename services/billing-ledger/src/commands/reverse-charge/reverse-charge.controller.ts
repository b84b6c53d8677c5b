import { Body, Controller, Inject, Param, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AdminApiErrors, CurrentPrincipal, type Principal, StaffOnly } from '@dating/platform';
import type { Response } from 'express';
import { requireStorable } from '../../infrastructure/pg-text.js';
import { ReverseChargeCommand } from './reverse-charge.command.js';
import { ReverseChargeDto } from './reverse-charge.dto.js';

/**
 * `POST /admin-api/charges/:chargeId/reversal` `{ reason }` (finance; admins pass too): gives the
 * credits of one charge back (ReverseCharge), at most once: a second reversal is refused with 10034
 * (HTTP 409); an unknown charge is 10404. Answers 201 with
 * `{ id, account_id, amount, reason, staff_id, balance: { posted, held, available } }` (plain JSON).
 */
@Controller('admin-api')
@StaffOnly('finance')
@AdminApiErrors()
export class ReverseChargeController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('charges/:chargeId/reversal')
  async reverse(
    @Param('chargeId') chargeId: string,
    @Body() dto: ReverseChargeDto,
    @CurrentPrincipal() principal: Principal,
    @Res() res: Response,
  ): Promise<void> {
    requireStorable('charge id', chargeId);
    const reversal = await this.commands.execute(new ReverseChargeCommand(chargeId, dto.reason, principal.id));
    res.status(201).json({
      id: chargeId,
      account_id: reversal.accountId,
      amount: reversal.amount,
      reason: reversal.reason,
      staff_id: reversal.staffId,
      balance: reversal.balance,
    });
  }
}
