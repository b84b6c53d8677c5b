import { Controller, Delete, Inject, Param, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AdminApiErrors, CurrentStaffActor, type StaffActor, StaffOnly } from '@dating/platform';
import type { Response } from 'express';
import { requireStorable } from '../../infrastructure/pg-text.js';
import { RetireCreditPackCommand } from './retire-credit-pack.command.js';

/**
 * `DELETE /admin-api/credit-packs/:id` (admins only): retires the pack and answers the retired
 * `credit-packs` record (`active: false`, `retired_at` set). It stays for history: payments refer
 * to it. Unknown 10404.
 */
@Controller('admin-api')
@StaffOnly('admin')
@AdminApiErrors()
export class RetireCreditPackController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Delete('credit-packs/:id')
  async retire(@Param('id') id: string, @CurrentStaffActor() actor: StaffActor, @Res() res: Response): Promise<void> {
    requireStorable('id', id);
    res.status(200).json(await this.commands.execute(new RetireCreditPackCommand(id, actor)));
  }
}
