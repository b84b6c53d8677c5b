import { Text } from '@dating/platform';
import { FormIdempotencyKey, NotBlank } from '../../infrastructure/admin-input.js';
import { StorableText } from '../../infrastructure/pg-text.js';

/** `POST /admin-api/reversals` */
export class ReverseChargeDto {
  @Text('charge', { required: true, max: 200 })
  @StorableText('charge')
  charge_id!: string;

  @Text('reason', { required: true, max: 500 })
  @NotBlank('reason')
  @StorableText('reason')
  reason!: string;

  @FormIdempotencyKey()
  idempotency_key!: string;
}
