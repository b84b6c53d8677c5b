import { logger } from '@dating/platform';
import type { CaptchaVerdict, CaptchaVerifier } from '../../ports/captcha.port.js';

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/**
 * Google reCAPTCHA server-side verification: POSTs the secret and the visitor's token to the
 * siteverify endpoint. A refusal, a network failure or a timeout all count as "not verified";
 * Google's "timeout-or-duplicate" (the token is too old or was used already) is "expired".
 */
export class ReCaptchaVerifier implements CaptchaVerifier {
  private readonly log = logger('recaptcha');

  constructor(
    private readonly secret: string,
    private readonly options: { url?: string; timeoutMs?: number; fetch?: typeof fetch } = {},
  ) {
    if (!secret) throw new Error('RECAPTCHA_SECRET is missing: expected the reCAPTCHA secret key');
  }

  async verify(token: string, remoteIp?: string | null): Promise<CaptchaVerdict> {
    if (!token) return 'failed';
    const body = new URLSearchParams({ secret: this.secret, response: token });
    if (remoteIp) body.set('remoteip', remoteIp);
    try {
      const res = await (this.options.fetch ?? fetch)(this.options.url ?? RECAPTCHA_VERIFY_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      });
      if (!res.ok) {
        this.log.warn({ status: res.status }, 'reCAPTCHA verification answered an HTTP error');
        return 'failed';
      }
      const answer = (await res.json()) as { success?: unknown; 'error-codes'?: unknown };
      if (answer.success === true) return 'passed';
      const errors = Array.isArray(answer['error-codes']) ? answer['error-codes'] : [];
      this.log.info({ errors }, 'reCAPTCHA refused a token');
      return errors.includes('timeout-or-duplicate') ? 'expired' : 'failed';
    } catch (err) {
      this.log.warn({ err }, 'reCAPTCHA verification failed');
      return 'failed';
    }
  }
}
