import { Body, Controller, Inject, Param, Put, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AdminApiErrors, CurrentStaffActor, type StaffActor, StaffOnly } from '@dating/platform';
import type { Response } from 'express';
import { requireStorable } from '../../infrastructure/pg-text.js';
import { UpdateCreditPackCommand } from './update-credit-pack.command.js';
import { UpdateCreditPackDto } from './update-credit-pack.dto.js';

/**
 * `PUT /admin-api/credit-packs/:id` (admins only): changes `name`, `credits`, `price_usd_cents`,
 * `segpay_price_point_id`, `best`, `one_time`, `position` of a pack still offered; other fields
 * of the record are ignored. Answers the updated `credit-packs` record. Unknown 10404, retired
 * 10034, a price point another pack has 10027. Payments already made keep their own figures.
 */
@Controller('admin-api')
@StaffOnly('admin')
@AdminApiErrors()
export class UpdateCreditPackController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Put('credit-packs/:id')
  async update(@Param('id') id: string, @Body() dto: UpdateCreditPackDto, @CurrentStaffActor() actor: StaffActor, @Res() res: Response): Promise<void> {
    requireStorable('id', id);
    const fields = {
      name: dto.name?.trim(),
      credits: dto.credits,
      priceUsdCents: dto.price_usd_cents,
      pricePointId: dto.segpay_price_point_id,
      best: dto.best,
      oneTime: dto.one_time,
      position: dto.position,
    };
    res.status(200).json(await this.commands.execute(new UpdateCreditPackCommand(id, fields, actor)));
  }
}
