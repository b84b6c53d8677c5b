import { Email, LIMITS } from '@dating/platform';
import { Transform } from 'class-transformer';
import { trimmed } from '../../domain/member-rules.js';
import { CaptchaToken } from '../../http/captcha-token.decorator.js';

/** Body of `member/request-password-reset` (the forgot-password form). */
export class RequestPasswordResetDto {
  @Transform(trimmed)
  @Email('Email', { max: LIMITS.forgotPasswordEmailMax })
  email: string;

  @CaptchaToken()
  captcha: string;
}
