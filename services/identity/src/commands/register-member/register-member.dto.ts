import { LIMITS, OneOf, Text, type UserType } from '@dating/platform';
import { Transform } from 'class-transformer';
import { NEW_PASSWORD_RULES, SIGN_UP_NAME_RULES, trimmed, USER_TYPES } from '../../domain/member-rules.js';
import { CaptchaToken } from '../../http/captcha-token.decorator.js';
import { MemberEmail } from '../../http/member-email.decorator.js';

/** Body of `member/registration`. */
export class RegisterMemberDto {
  @Transform(trimmed)
  @Text('Name', SIGN_UP_NAME_RULES)
  name: string;

  @Transform(trimmed)
  @MemberEmail('Email', { max: LIMITS.emailMax })
  email: string;

  @Text('Password', NEW_PASSWORD_RULES)
  password: string;

  @OneOf('User type', USER_TYPES)
  user_type: UserType;

  @CaptchaToken()
  captcha: string;
}
