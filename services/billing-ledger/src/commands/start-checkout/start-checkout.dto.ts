import { Transform } from 'class-transformer';
import { Text } from '@dating/platform';

/** Ids may arrive as JSON numbers (price points are numeric at Segpay): compare them as text. */
const asText = () => Transform(({ value }) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value));

export class StartCheckoutDto {
  @asText()
  @Text('price point id', { required: true, max: 64 })
  price_point_id!: string;

  @asText()
  @Text('credit pack id', { required: true, max: 64 })
  credit_pack_id!: string;
}
