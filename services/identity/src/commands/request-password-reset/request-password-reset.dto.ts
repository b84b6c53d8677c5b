import { LIMITS } from '@dating/platform';
import { Transform } from 'class-transformer';
import { trimmed } from '../../domain/member-rules.js';
import { CaptchaToken } from '../../http/captcha-token.decorator.js';
import { MemberEmail } from '../../http/member-email.decorator.js';

/** Body of `member/request-password-reset` (the forgot-password form). */
export class RequestPasswordResetDto {
  @Transform(trimmed)
  @MemberEmail('Email', { max: LIMITS.forgotPasswordEmailMax })
  email: string;

  @CaptchaToken()
  captcha: string;
}
