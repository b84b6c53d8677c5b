import { Body, Controller, Inject, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AdminApiErrors, CurrentStaffActor, type StaffActor, StaffOnly } from '@dating/platform';
import type { Response } from 'express';
import { billingError } from '../../billing-site-codes.js';
import { RefundPaymentCommand } from './refund-payment.command.js';
import { RefundPaymentDto } from './refund-payment.dto.js';

/**
 * `POST /admin-api/refunds` `{ payment_id, reason }`, or `{ payment_exception_id, reason }` for a
 * sale in the finance queue (finance; admins pass too): records the request with the staff audit
 * record, then asks the sale's provider. Answers the `refunds` record: 201 when the provider took
 * it (`outcome: 'sent'`; the sandbox's refund postback has already reversed the payment), 202 when
 * finance still has to make it at the provider (`outcome: 'manual'`, with `instructions`; Segpay).
 * Unknown 10404, nothing to refund 10007, already reversed (or no longer open) 10034, the provider
 * did not take it 11223 (502; the request stays recorded as `failed`). Credits are taken back only
 * by the provider's signed refund postback. See infrastructure/payments/README.md.
 */
@Controller('admin-api')
@StaffOnly('finance')
@AdminApiErrors()
export class RefundPaymentController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post('refunds')
  async refund(@Body() dto: RefundPaymentDto, @CurrentStaffActor() actor: StaffActor, @Res() res: Response): Promise<void> {
    const both = dto.payment_id !== undefined && dto.payment_id !== null && dto.payment_exception_id !== undefined && dto.payment_exception_id !== null;
    if (both) {
      const message = 'Give payment_id or payment_exception_id, not both';
      throw billingError('BILLING.INVALID_INPUT', message, { payment_id: [message], payment_exception_id: [message] });
    }
    const target =
      dto.payment_exception_id !== undefined && dto.payment_exception_id !== null
        ? { paymentExceptionId: String(dto.payment_exception_id) }
        : { paymentId: dto.payment_id! };
    const refund = await this.commands.execute(new RefundPaymentCommand(target, dto.reason.trim(), actor));
    res.status(refund.outcome === 'manual' ? 202 : 201).json(refund);
  }
}
