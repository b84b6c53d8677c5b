import { WholeNumber } from '@dating/platform';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';

/** notifications/mark-as-seen: `notification` (one id) or `all: true`. */
export class MarkNotificationsSeenDto {
  @WholeNumber('notification', { min: 1, max: Number.MAX_SAFE_INTEGER })
  notification?: number;

  @IsOptional()
  @Transform(({ value }) =>
    value === 'true' || value === '1' || value === 1 ? true : value === 'false' || value === '0' || value === 0 || value === '' ? false : value,
  )
  @IsBoolean({ message: 'The all field must be true or false' })
  all?: boolean;
}
