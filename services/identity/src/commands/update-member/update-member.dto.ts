import { IsBoolean, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { BAN_REASON_MAX } from '../../domain/member-ban.js';
import { StorableText } from '../../http/storable-text.decorator.js';

/**
 * Body of `PUT /admin-api/members/:id`. react-admin sends the whole record: only `banned`,
 * `ban_reason` and `agency_id` (an empty one takes her out of her agency) are read, every other
 * field is ignored.
 */
export class UpdateMemberDto {
  @IsOptional()
  @IsBoolean({ message: 'The banned field must be true or false' })
  banned?: boolean;

  // Decorators run bottom-up: the type is checked first.
  @StorableText('ban_reason')
  @MaxLength(BAN_REASON_MAX, { message: `The ban_reason field may be at most ${BAN_REASON_MAX} characters` })
  @IsString({ message: 'The ban_reason field must be text' })
  @IsOptional()
  ban_reason?: string | null;

  @Matches(/^$|^[A-Za-z0-9._-]{1,64}$/, { message: 'The agency_id field may hold letters, digits, dots, dashes and underscores only' })
  @MaxLength(64, { message: 'The agency_id field may be at most 64 characters' })
  @IsString({ message: 'The agency_id field must be text' })
  @IsOptional()
  agency_id?: string | null;
}
