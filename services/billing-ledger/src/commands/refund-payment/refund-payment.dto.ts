import { Text, WholeNumber } from '@dating/platform';
import { ValidateIf } from 'class-validator';
import { NotBlank } from '../../infrastructure/admin-input.js';
import { StorableText } from '../../infrastructure/pg-text.js';

const absent = (v: unknown) => v === undefined || v === null || v === '';

/** `POST /admin-api/refunds`: `payment_id`, or `payment_exception_id` for a sale in the finance queue; and a reason. */
export class RefundPaymentDto {
  @ValidateIf((o: RefundPaymentDto) => !absent(o.payment_id) || absent(o.payment_exception_id))
  @Text('payment', { required: true, max: 64 })
  @StorableText('payment')
  payment_id?: string;

  @ValidateIf((o: RefundPaymentDto) => !absent(o.payment_exception_id))
  @WholeNumber('payment exception', { min: 1, max: Number.MAX_SAFE_INTEGER })
  payment_exception_id?: number;

  @Text('reason', { required: true, max: 500 })
  @NotBlank('reason')
  @StorableText('reason')
  reason!: string;
}
