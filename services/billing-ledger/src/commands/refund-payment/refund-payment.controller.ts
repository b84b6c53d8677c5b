import { Body, Controller, Inject, Param, Post, Res } from '@nestjs/common';
import { CurrentPrincipal, type Principal, StaffOnly } from '@dating/platform';
import type { Response } from 'express';
import { requireStorable } from '../../infrastructure/pg-text.js';
import { RefundService } from '../../payments/refund.service.js';
import { RefundPaymentDto } from './refund-payment.dto.js';

/**
 * Refunds, finance only (admins pass too), in every mode; see payments/refund.service.ts.
 * - `POST /admin-api/payments/:id/refund` `{ reason }`: the payment's sale (approved or needs_refund).
 * - `POST /admin-api/payment-exceptions/:id/refund` `{ reason }`: a sale waiting in the finance queue.
 * Answers (plain JSON) `{ id, payment_id, provider, provider_transaction_id, status, refund_requested_by,
 * refund: { mode: 'sent', postbackStatus } | { mode: 'manual', instructions } }`: 200 when the provider
 * already reported the refund back (sandbox), 202 when finance still has to make it at the provider
 * (Segpay); credits are taken back only by the provider's signed refund postback. Unknown 10404,
 * nothing to refund 10007, already reversed 10034, the provider did not take it 11223 (502).
 */
@Controller('admin-api')
@StaffOnly('finance')
export class RefundPaymentController {
  constructor(@Inject(RefundService) private readonly refunds: RefundService) {}

  @Post('payments/:id/refund')
  async refundPayment(@Param('id') id: string, @Body() dto: RefundPaymentDto, @CurrentPrincipal() principal: Principal, @Res() res: Response): Promise<void> {
    requireStorable('id', id);
    const answer = await this.refunds.refundPayment(id, principal.id, dto.reason);
    res.status(answer.refund.mode === 'manual' ? 202 : 200).json(answer);
  }

  @Post('payment-exceptions/:id/refund')
  async refundException(@Param('id') id: string, @Body() dto: RefundPaymentDto, @CurrentPrincipal() principal: Principal, @Res() res: Response): Promise<void> {
    requireStorable('id', id);
    const answer = await this.refunds.refundException(id, principal.id, dto.reason);
    res.status(answer.refund.mode === 'manual' ? 202 : 200).json(answer);
  }
}
