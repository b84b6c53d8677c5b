import { LIMITS, Text } from '@dating/platform';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';
import { SIGN_IN_PASSWORD_RULES, trimmed } from '../../domain/member-rules.js';
import { MemberEmail } from '../../http/member-email.decorator.js';

/** Form and query values arrive as strings: "true"/"1"/"on" and "false"/"0"/"off" become booleans. */
export function toBoolean({ value }: { value: unknown }): unknown {
  if (typeof value !== 'string') return value;
  if (['true', '1', 'on', 'yes'].includes(value)) return true;
  if (['false', '0', 'off', 'no', ''].includes(value)) return false;
  return value;
}

/** Body of `member/sign-in` and `staff/sign-in`. */
export class SignInDto {
  @Transform(trimmed)
  @MemberEmail('Email', { max: LIMITS.emailMax })
  email: string;

  @Text('Password', SIGN_IN_PASSWORD_RULES)
  password: string;

  @Transform(toBoolean)
  @IsOptional()
  @IsBoolean({ message: 'The Remember me field must be true or false' })
  remember_me?: boolean;
}
