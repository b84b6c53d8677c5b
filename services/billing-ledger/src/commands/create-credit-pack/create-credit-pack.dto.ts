import { Text, WholeNumber } from '@dating/platform';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, Matches } from 'class-validator';
import { NotBlank } from '../../infrastructure/admin-input.js';
import { CREDIT_PACK_ID, CREDIT_PACK_LIMITS, PRICE_POINT_ID } from '../../infrastructure/credit-pack-input.js';
import { StorableText } from '../../infrastructure/pg-text.js';

/** `POST /admin-api/credit-packs` (the writable fields; `id` is made from nothing when not given). */
export class CreateCreditPackDto {
  @Transform(({ value }) => (value === '' || value === null ? undefined : value))
  @Text('id', { max: 64 })
  @Matches(CREDIT_PACK_ID, { message: 'The id field may hold lower-case letters, digits, - and _ only' })
  id?: string;

  @Text('name', { required: true, max: CREDIT_PACK_LIMITS.maxName })
  @NotBlank('name')
  @StorableText('name')
  name!: string;

  @WholeNumber('credits', { required: true, min: 1, max: CREDIT_PACK_LIMITS.maxCredits })
  credits!: number;

  @WholeNumber('price_usd_cents', { required: true, min: 1, max: CREDIT_PACK_LIMITS.maxPriceUsdCents })
  price_usd_cents!: number;

  @Text('price point', { required: true, max: 64 })
  @Matches(PRICE_POINT_ID, { message: 'The price point field may hold letters, digits, - and _ only' })
  segpay_price_point_id!: string;

  @IsOptional()
  @IsBoolean({ message: 'The best field must be true or false' })
  best?: boolean;

  @IsOptional()
  @IsBoolean({ message: 'The one_time field must be true or false' })
  one_time?: boolean;

  @WholeNumber('position', { min: 0, max: CREDIT_PACK_LIMITS.maxPosition })
  position?: number;
}
