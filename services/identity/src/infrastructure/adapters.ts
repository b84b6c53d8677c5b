import { loadConfig, type Runtime } from '@dating/platform';
import type { CaptchaVerifier } from '../ports/captcha.port.js';
import { DevCaptchaVerifier } from './captcha/dev-captcha.verifier.js';
import { ReCaptchaVerifier } from './captcha/recaptcha.verifier.js';

/**
 * The captcha provider: the development one with `runtime.devProviders`, else reCAPTCHA with
 * RECAPTCHA_SECRET (a missing secret stops the boot with a message naming it). Mail comes from the
 * kernel's MailModule.
 */
export function createCaptchaVerifier(runtime: Runtime, env: NodeJS.ProcessEnv = process.env): CaptchaVerifier {
  if (runtime.devProviders) return new DevCaptchaVerifier();
  const config = loadConfig(
    { RECAPTCHA_SECRET: { kind: 'string', required: true, expects: 'the reCAPTCHA secret key used for server-side verification' } },
    env,
  );
  return new ReCaptchaVerifier(config.RECAPTCHA_SECRET);
}
