import { Body, Controller, Inject, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AdminApiErrors, CurrentStaffActor, type StaffActor, StaffOnly } from '@dating/platform';
import type { Response } from 'express';
import { CreateCreditPackCommand } from './create-credit-pack.command.js';
import { CreateCreditPackDto } from './create-credit-pack.dto.js';

/**
 * `POST /admin-api/credit-packs` `{ id?, name, credits, price_usd_cents, segpay_price_point_id,
 * best?, one_time?, position? }` (admins only): a new pack, offered by credit/load-credit-packs at
 * once. Answers 201 with the `credit-packs` record. A taken id or price point is 10027 (409).
 */
@Controller('admin-api')
@StaffOnly('admin')
@AdminApiErrors()
export class CreateCreditPackController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('credit-packs')
  async create(@Body() dto: CreateCreditPackDto, @CurrentStaffActor() actor: StaffActor, @Res() res: Response): Promise<void> {
    const fields = {
      name: dto.name.trim(),
      credits: dto.credits,
      priceUsdCents: dto.price_usd_cents,
      pricePointId: dto.segpay_price_point_id,
      best: dto.best ?? false,
      oneTime: dto.one_time ?? false,
      position: dto.position ?? null,
    };
    res.status(201).json(await this.commands.execute(new CreateCreditPackCommand(dto.id || null, fields, actor)));
  }
}
