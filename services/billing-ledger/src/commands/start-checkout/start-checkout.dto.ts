import { Transform } from 'class-transformer';
import { Text } from '@dating/platform';
import { StorableText } from '../../infrastructure/pg-text.js';

/** Ids may arrive as JSON numbers (price points are numeric at Segpay): compare them as text. */
const asText = () => Transform(({ value }) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value));

export class StartCheckoutDto {
  @asText()
  @Text('price point id', { required: true, max: 64 })
  @StorableText('price point id')
  price_point_id!: string;

  @asText()
  @Text('credit pack id', { required: true, max: 64 })
  @StorableText('credit pack id')
  credit_pack_id!: string;
}
