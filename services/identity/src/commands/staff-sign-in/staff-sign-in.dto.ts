import { LIMITS, Text } from '@dating/platform';
import { Transform } from 'class-transformer';
import { trimmed } from '../../domain/member-rules.js';
import { STAFF_PASSWORD } from '../../domain/staff-access.js';
import { MemberEmail } from '../../http/member-email.decorator.js';

/** Body of `POST /admin-api/auth/sign-in`. */
export class StaffSignInDto {
  @Transform(trimmed)
  @MemberEmail('Email', { max: LIMITS.emailMax })
  email: string;

  @Text('Password', { required: true, max: STAFF_PASSWORD.max })
  password: string;
}
