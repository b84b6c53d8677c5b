import { loadConfig, type Runtime } from '@dating/platform';
import type { CaptchaVerifier } from '../ports/captcha.port.js';
import type { MailSender } from '../ports/mail.port.js';
import { DevCaptchaVerifier } from './captcha/dev-captcha.verifier.js';
import { ReCaptchaVerifier } from './captcha/recaptcha.verifier.js';
import { captureDir, CaptureMailSender } from './mail/capture.mail-sender.js';
import { SmtpMailSender } from './mail/smtp.mail-sender.js';

/**
 * The captcha provider: the development one with `runtime.devProviders`, else reCAPTCHA with
 * RECAPTCHA_SECRET (a missing secret stops the boot with a message naming it).
 */
export function createCaptchaVerifier(runtime: Runtime, env: NodeJS.ProcessEnv = process.env): CaptchaVerifier {
  if (runtime.devProviders) return new DevCaptchaVerifier();
  const config = loadConfig(
    { RECAPTCHA_SECRET: { kind: 'string', required: true, expects: 'the reCAPTCHA secret key used for server-side verification' } },
    env,
  );
  return new ReCaptchaVerifier(config.RECAPTCHA_SECRET);
}

/**
 * The mail transport: captured into `<dataDir>/mail` (shown at GET /dev/mail) with
 * `runtime.devProviders`, else SMTP with SMTP_URL and MAIL_FROM.
 */
export function createMailSender(runtime: Runtime, env: NodeJS.ProcessEnv = process.env): MailSender {
  if (runtime.devProviders) return new CaptureMailSender(captureDir(runtime.dataDir));
  const config = loadConfig(
    {
      SMTP_URL: { kind: 'url', required: true, expects: 'the SMTP server as a URL, e.g. smtps://user:password@smtp.example.com:465' },
      MAIL_FROM: { kind: 'string', required: true, expects: 'the sender of outgoing e-mail, e.g. "Dating <no-reply@example.com>"' },
    },
    env,
  );
  return new SmtpMailSender(config.SMTP_URL, config.MAIL_FROM);
}
