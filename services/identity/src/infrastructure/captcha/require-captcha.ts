import { SiteError } from '@dating/platform';
import { IDENTITY_MESSAGES } from '../../domain/member-rules.js';
import type { CaptchaVerifier } from '../../ports/captcha.port.js';

/** Refuses a form whose captcha the provider does not accept: 10002 with the spec's captcha message. */
export async function requireCaptcha(verifier: CaptchaVerifier, token: string, remoteIp: string | null): Promise<void> {
  const verdict = await verifier.verify(token, remoteIp);
  if (verdict === 'passed') return;
  const message = verdict === 'expired' ? IDENTITY_MESSAGES.captchaExpired : IDENTITY_MESSAGES.captchaFailed;
  throw new SiteError(10002, message, { captcha: [message] });
}
