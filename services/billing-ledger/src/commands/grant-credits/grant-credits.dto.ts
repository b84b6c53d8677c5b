import { Text, WholeNumber } from '@dating/platform';
import { FormIdempotencyKey, NotBlank } from '../../infrastructure/admin-input.js';
import { StorableText } from '../../infrastructure/pg-text.js';

/** The most credits one grant may give: a typo guard, not a business limit. */
export const MAX_GRANT_CREDITS = 100_000;

/** `POST /admin-api/grants` */
export class GrantCreditsDto {
  @Text('account', { required: true, max: 200 })
  @StorableText('account')
  account_id!: string;

  @WholeNumber('credits', { required: true, min: 1, max: MAX_GRANT_CREDITS })
  credits!: number;

  @Text('reason', { required: true, max: 500 })
  @NotBlank('reason')
  @StorableText('reason')
  reason!: string;

  @FormIdempotencyKey()
  idempotency_key!: string;
}
