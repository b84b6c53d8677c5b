import { Text, WholeNumber } from '@dating/platform';
import { IsBoolean, IsOptional, Matches } from 'class-validator';
import { NotBlank } from '../../infrastructure/admin-input.js';
import { CREDIT_PACK_LIMITS, PRICE_POINT_ID } from '../../infrastructure/credit-pack-input.js';
import { StorableText } from '../../infrastructure/pg-text.js';

/**
 * `PUT /admin-api/credit-packs/:id`: the writable fields, each changed when present. react-admin
 * sends the whole record: `id`, `price`, `active`, `retired_at` and the dates are ignored.
 */
export class UpdateCreditPackDto {
  @Text('name', { max: CREDIT_PACK_LIMITS.maxName })
  @NotBlank('name')
  @StorableText('name')
  name?: string;

  @WholeNumber('credits', { min: 1, max: CREDIT_PACK_LIMITS.maxCredits })
  credits?: number;

  @WholeNumber('price_usd_cents', { min: 1, max: CREDIT_PACK_LIMITS.maxPriceUsdCents })
  price_usd_cents?: number;

  @Text('price point', { max: 64 })
  @Matches(PRICE_POINT_ID, { message: 'The price point field may hold letters, digits, - and _ only' })
  segpay_price_point_id?: string;

  @IsOptional()
  @IsBoolean({ message: 'The best field must be true or false' })
  best?: boolean;

  @IsOptional()
  @IsBoolean({ message: 'The one_time field must be true or false' })
  one_time?: boolean;

  @WholeNumber('position', { min: 0, max: CREDIT_PACK_LIMITS.maxPosition })
  position?: number;
}
