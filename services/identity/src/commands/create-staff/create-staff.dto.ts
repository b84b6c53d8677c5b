import { LIMITS, OneOf, STAFF_ROLES, type StaffRole, Text } from '@dating/platform';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { trimmed } from '../../domain/member-rules.js';
import { STAFF_PASSWORD } from '../../domain/staff-access.js';
import { MemberEmail } from '../../http/member-email.decorator.js';
import { PlainName, StorableText } from '../../http/storable-text.decorator.js';

/** An agency id: letters, digits, dot, dash and underscore, 1 to 64 (e.g. "agency-1"). */
export const AGENCY_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The name and agency rules shared by create and update. */
export class StaffFields {
  @Transform(trimmed)
  @Text('name', { required: true, min: 1, max: 100 })
  @StorableText('name')
  @PlainName('name')
  name: string;

  @OneOf('role', STAFF_ROLES)
  role: StaffRole;

  // Decorators run bottom-up: the type is checked first.
  @Matches(AGENCY_ID, { message: 'The agency_id field may hold letters, digits, dots, dashes and underscores only' })
  @MaxLength(64, { message: 'The agency_id field may be at most 64 characters' })
  @IsString({ message: 'The agency_id field must be text' })
  @IsOptional()
  agency_id?: string | null;
}

/** Body of `POST /admin-api/staff`. */
export class CreateStaffDto extends StaffFields {
  @Transform(trimmed)
  @MemberEmail('email', { max: LIMITS.emailMax })
  email: string;

  @Text('password', { required: true, min: STAFF_PASSWORD.min, max: STAFF_PASSWORD.max })
  @StorableText('password')
  password: string;
}
