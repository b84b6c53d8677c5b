import { Email, LIMITS, OneOf, Text, type UserType } from '@dating/platform';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IDENTITY_MESSAGES, NEW_PASSWORD_RULES, SIGN_UP_NAME_RULES, trimmed, USER_TYPES } from '../../domain/member-rules.js';

/** Body of `member/registration`. */
export class RegisterMemberDto {
  @Transform(trimmed)
  @Text('Name', SIGN_UP_NAME_RULES)
  name: string;

  @Transform(trimmed)
  @Email('Email', { max: LIMITS.emailMax })
  email: string;

  @Text('Password', NEW_PASSWORD_RULES)
  password: string;

  @OneOf('User type', USER_TYPES)
  user_type: UserType;

  // class-validator checks decorators bottom-up: required first, then type, then length.
  @MaxLength(4096, { message: IDENTITY_MESSAGES.captchaFailed })
  @IsString({ message: IDENTITY_MESSAGES.captchaRequired })
  @IsNotEmpty({ message: IDENTITY_MESSAGES.captchaRequired })
  captcha: string;
}
