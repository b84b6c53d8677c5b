import { STAFF_ROLES, type StaffRole } from '@dating/platform';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { trimmed } from '../../domain/member-rules.js';
import { PlainName, StorableText } from '../../http/storable-text.decorator.js';
import { AGENCY_ID } from '../create-staff/create-staff.dto.js';

/**
 * Body of `PUT /admin-api/staff/:id`. react-admin sends the whole record: only `name`, `role`,
 * `agency_id`, `disabled` and `totp_enrolled` are read (a missing one stays as it is); every
 * other field is ignored.
 */
export class UpdateStaffDto {
  // Decorators run bottom-up: the type is checked first.
  @PlainName('name')
  @StorableText('name')
  @MaxLength(100, { message: 'The name field may be at most 100 characters' })
  @IsNotEmpty({ message: 'The name field is required' })
  @IsString({ message: 'The name field must be text' })
  @Transform(trimmed)
  @IsOptional()
  name?: string;

  @IsOptional()
  @IsIn(STAFF_ROLES as StaffRole[], { message: `The role field must be one of: ${STAFF_ROLES.join(', ')}` })
  role?: StaffRole;

  @Matches(AGENCY_ID, { message: 'The agency_id field may hold letters, digits, dots, dashes and underscores only' })
  @MaxLength(64, { message: 'The agency_id field may be at most 64 characters' })
  @IsString({ message: 'The agency_id field must be text' })
  @IsOptional()
  agency_id?: string | null;

  @IsOptional()
  @IsBoolean({ message: 'The disabled field must be true or false' })
  disabled?: boolean;

  @IsOptional()
  @IsBoolean({ message: 'The totp_enrolled field must be true or false' })
  totp_enrolled?: boolean;
}
