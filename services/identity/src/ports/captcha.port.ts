/** Verifies the captcha answer a visitor sent with a form (reCAPTCHA in production). */
export interface CaptchaVerifier {
  /** True when the provider accepts the token; false when it refuses or cannot be reached. */
  verify(token: string, remoteIp?: string | null): Promise<boolean>;
}

export const CAPTCHA_VERIFIER = Symbol('CAPTCHA_VERIFIER');
