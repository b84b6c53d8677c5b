import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IDENTITY_MESSAGES } from '../domain/member-rules.js';

/** The captcha answer of a public form (sign-up, forgot password): required, with the spec's messages. */
export function CaptchaToken(): PropertyDecorator {
  return (target, key) => {
    IsNotEmpty({ message: IDENTITY_MESSAGES.captchaRequired })(target, key);
    IsString({ message: IDENTITY_MESSAGES.captchaRequired })(target, key);
    MaxLength(4096, { message: IDENTITY_MESSAGES.captchaFailed })(target, key);
  };
}
