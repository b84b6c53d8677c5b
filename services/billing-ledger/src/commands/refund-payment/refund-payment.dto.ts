import { Text } from '@dating/platform';
import { StorableText } from '../../infrastructure/pg-text.js';

export class RefundPaymentDto {
  @Text('reason', { required: true, max: 500 })
  @StorableText('reason')
  reason!: string;
}
