/** What the captcha provider says of a token: accepted, expired (or already used), or refused. */
export type CaptchaVerdict = 'passed' | 'expired' | 'failed';

/** Verifies the captcha answer a visitor sent with a form (reCAPTCHA in production). */
export interface CaptchaVerifier {
  /** 'failed' also when the provider cannot be reached: an unverified captcha never passes. */
  verify(token: string, remoteIp?: string | null): Promise<CaptchaVerdict>;
}

export const CAPTCHA_VERIFIER = Symbol('CAPTCHA_VERIFIER');
