import { IdentityError } from '../../domain/identity-errors.js';
import { IDENTITY_MESSAGES } from '../../domain/member-rules.js';
import type { CaptchaVerifier } from '../../ports/captcha.port.js';

/** Refuses a form whose captcha the provider does not accept (the DTO already refuses a missing one). */
export async function requireCaptcha(verifier: CaptchaVerifier, token: string, remoteIp: string | null): Promise<void> {
  if (!token) throw new IdentityError('IDENTITY.CAPTCHA_REQUIRED', undefined, { captcha: [IDENTITY_MESSAGES.captchaRequired] });
  const verdict = await verifier.verify(token, remoteIp);
  if (verdict === 'passed') return;
  if (verdict === 'expired') throw new IdentityError('IDENTITY.CAPTCHA_EXPIRED', undefined, { captcha: [IDENTITY_MESSAGES.captchaExpired] });
  throw new IdentityError('IDENTITY.CAPTCHA_FAILED', undefined, { captcha: [IDENTITY_MESSAGES.captchaFailed] });
}
