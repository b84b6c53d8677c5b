import { Body, Controller, Inject, Param, Put, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AdminApiErrors, CurrentStaffActor, type StaffActor, StaffOnly } from '@dating/platform';
import type { Response } from 'express';
import { requireStorable } from '../../infrastructure/pg-text.js';
import { UpdatePriceCommand } from './update-price.command.js';
import { UpdatePriceDto } from './update-price.dto.js';

/**
 * `PUT /admin-api/prices/:id` `{ price }` (admins only; finance reads prices): sets the price of
 * one service (id = the action, e.g. `text_chat`), a whole number of credits from 1 to MAX_PRICE.
 * Answers the updated `prices` record `{ id, action, price, updated_at, updated_by }`; an unknown
 * action is 10404. The change is a `PriceChanged` event; new charges use the new price at once.
 */
@Controller('admin-api')
@StaffOnly('admin')
@AdminApiErrors()
export class UpdatePriceController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Put('prices/:id')
  async update(@Param('id') action: string, @Body() dto: UpdatePriceDto, @CurrentStaffActor() actor: StaffActor, @Res() res: Response): Promise<void> {
    requireStorable('id', action);
    res.status(200).json(await this.commands.execute(new UpdatePriceCommand(action, dto.price, actor)));
  }
}
