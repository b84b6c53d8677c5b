import type { CaptchaVerdict, CaptchaVerifier } from '../../ports/captcha.port.js';

/** The token the development captcha refuses, so the refusal path can be tried locally. */
export const DEV_CAPTCHA_REFUSED_TOKEN = 'invalid';

/** The token the development captcha calls expired. */
export const DEV_CAPTCHA_EXPIRED_TOKEN = 'expired';

/** Development captcha: any non-empty token passes except the literals "invalid" and "expired". */
export class DevCaptchaVerifier implements CaptchaVerifier {
  async verify(token: string): Promise<CaptchaVerdict> {
    if (token === DEV_CAPTCHA_EXPIRED_TOKEN) return 'expired';
    return token.length > 0 && token !== DEV_CAPTCHA_REFUSED_TOKEN ? 'passed' : 'failed';
  }
}
