import { Body, Controller, Inject, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AdminApiErrors, CurrentStaffActor, type StaffActor, StaffOnly } from '@dating/platform';
import type { Response } from 'express';
import { ReverseChargeCommand } from './reverse-charge.command.js';
import { ReverseChargeDto } from './reverse-charge.dto.js';

/**
 * `POST /admin-api/reversals` `{ charge_id, reason, idempotency_key }` (finance; admins pass too):
 * gives the credits of one charge (an order) back (ReverseCharge, a `ChargeReversed` event in the
 * statement). The same key with the same body answers the first reversal again (200,
 * `replayed: true`); a charge already reversed under another key is refused (10034, 409); an
 * unknown charge is 10404. Answers 201 with the `reversals` record `{ id (= charge_id), charge_id,
 * account_id, member_name, service, amount, reason, staff_id, actor, version, occurred_at,
 * charged_at }` plus `balance` and `replayed`.
 */
@Controller('admin-api')
@StaffOnly('finance')
@AdminApiErrors()
export class ReverseChargeController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('reversals')
  async reverse(@Body() dto: ReverseChargeDto, @CurrentStaffActor() actor: StaffActor, @Res() res: Response): Promise<void> {
    const result = await this.commands.execute(new ReverseChargeCommand(dto.charge_id, dto.reason.trim(), dto.idempotency_key.toLowerCase(), actor));
    res.status(result.replayed ? 200 : 201).json({ ...result.reversal, balance: result.balance, replayed: result.replayed });
  }
}
