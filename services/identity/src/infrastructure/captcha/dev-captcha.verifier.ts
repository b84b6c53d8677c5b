import type { CaptchaVerifier } from '../../ports/captcha.port.js';

/** The token the development captcha refuses, so the refusal path can be tried locally. */
export const DEV_CAPTCHA_REFUSED_TOKEN = 'invalid';

/** Development captcha: any non-empty token passes except the literal "invalid". */
export class DevCaptchaVerifier implements CaptchaVerifier {
  async verify(token: string): Promise<boolean> {
    return token.length > 0 && token !== DEV_CAPTCHA_REFUSED_TOKEN;
  }
}
