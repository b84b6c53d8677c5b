import { Text, WholeNumber } from '@dating/platform';
import { StorableText } from '../../infrastructure/pg-text.js';

/** The most credits one grant may give: a typo guard, not a business limit. */
export const MAX_GRANT_CREDITS = 100_000;

export class GrantCreditsDto {
  @WholeNumber('credits', { required: true, min: 1, max: MAX_GRANT_CREDITS })
  credits!: number;

  @Text('reason', { required: true, max: 500 })
  @StorableText('reason')
  reason!: string;
}
