import { Module } from '@nestjs/common';
import { loadConfig } from '../config/env.js';
import { RUNTIME, type Runtime } from '../runtime/runtime.js';
import { captureDir, CaptureMailSender } from './capture.mail-sender.js';
import { DevMailController } from './dev-mail.controller.js';
import { MAIL_SENDER, type MailSender } from './mail-sender.js';
import { SmtpMailSender } from './smtp.mail-sender.js';

/**
 * The mail transport: captured into `<dataDir>/mail` (shown at GET /dev/mail) with
 * `runtime.devProviders`, else SMTP with SMTP_URL and MAIL_FROM (missing ones stop the boot with a
 * message naming them).
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

/**
 * MAIL_SENDER for every service that sends e-mail, and GET /dev/mail. A static module, so services
 * hosted in one process (all-in-one) share one sender and one /dev/mail route. Needs
 * RuntimeModule.forRoot(...) in the app.
 */
@Module({
  controllers: [DevMailController],
  providers: [{ provide: MAIL_SENDER, inject: [RUNTIME], useFactory: (runtime: Runtime) => createMailSender(runtime) }],
  exports: [MAIL_SENDER],
})
export class MailModule {}
