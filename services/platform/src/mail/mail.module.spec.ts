import { describe, expect, it } from 'vitest';
import { CaptureMailSender } from './capture.mail-sender.js';
import { createMailSender } from './mail.module.js';
import { SmtpMailSender } from './smtp.mail-sender.js';
import { testRuntime } from '../testing/test-app.js';

const runtime = (devProviders: boolean) => testRuntime({ devProviders });

describe('mail transport choice', () => {
  it('captures mail with devProviders', () => {
    expect(createMailSender(runtime(true), {})).toBeInstanceOf(CaptureMailSender);
  });

  it('needs SMTP_URL and MAIL_FROM otherwise, naming what is missing', () => {
    expect(() => createMailSender(runtime(false), {})).toThrow(/SMTP_URL is missing[\s\S]*MAIL_FROM is missing/);
    expect(() => createMailSender(runtime(false), { SMTP_URL: 'not a url', MAIL_FROM: 'x' })).toThrow(/SMTP_URL=.* is invalid/);
    const smtp = createMailSender(runtime(false), { SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'Dating <no-reply@example.com>' });
    expect(smtp).toBeInstanceOf(SmtpMailSender);
    (smtp as SmtpMailSender).close();
  });
});
