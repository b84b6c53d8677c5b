import { Body, Controller, Inject, Param, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AdminApiErrors, CurrentPrincipal, type Principal, StaffOnly } from '@dating/platform';
import type { Response } from 'express';
import { requireStorable } from '../../infrastructure/pg-text.js';
import { RefundPaymentCommand } from './refund-payment.command.js';
import { RefundPaymentDto } from './refund-payment.dto.js';

/**
 * `POST /admin-api/payments/:id/refund` `{ reason }` (finance; admins pass too, every mode): refunds
 * the payment's sale. Answers (plain JSON) `{ id, payment_id, provider, provider_transaction_id,
 * status, refund_requested_by, refund: { mode: 'sent', postbackStatus } | { mode: 'manual', instructions } }`:
 * 200 when the provider already reported the refund back (sandbox), 202 when finance still has to
 * make it at the provider (Segpay). Unknown 10404, nothing to refund 10007, already reversed 10034,
 * the provider did not take it 11223 (502). See infrastructure/payments/README.md.
 */
@Controller('admin-api')
@StaffOnly('finance')
@AdminApiErrors()
export class RefundPaymentController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('payments/:id/refund')
  async refund(@Param('id') id: string, @Body() dto: RefundPaymentDto, @CurrentPrincipal() principal: Principal, @Res() res: Response): Promise<void> {
    requireStorable('id', id);
    const answer = await this.commands.execute(new RefundPaymentCommand(id, principal.id, dto.reason));
    res.status(answer.refund.mode === 'manual' ? 202 : 200).json(answer);
  }
}
