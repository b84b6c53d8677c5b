import { Body, Controller, Inject, Param, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AdminApiErrors, CurrentPrincipal, type Principal, StaffOnly } from '@dating/platform';
import type { Response } from 'express';
import { requireStorable } from '../../infrastructure/pg-text.js';
import { RefundPaymentDto } from '../refund-payment/refund-payment.dto.js';
import { RefundPaymentExceptionCommand } from './refund-payment-exception.command.js';

/**
 * `POST /admin-api/payment-exceptions/:id/refund` `{ reason }` (finance; admins pass too): refunds a
 * sale waiting in the finance queue. Answers as payments/:id/refund does (200 sent, 202 manual);
 * unknown 10404, no longer open 10034.
 */
@Controller('admin-api')
@StaffOnly('finance')
@AdminApiErrors()
export class RefundPaymentExceptionController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('payment-exceptions/:id/refund')
  async refund(@Param('id') id: string, @Body() dto: RefundPaymentDto, @CurrentPrincipal() principal: Principal, @Res() res: Response): Promise<void> {
    requireStorable('id', id);
    const answer = await this.commands.execute(new RefundPaymentExceptionCommand(id, principal.id, dto.reason));
    res.status(answer.refund.mode === 'manual' ? 202 : 200).json(answer);
  }
}
