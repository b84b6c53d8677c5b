import { describe, expect, it } from 'vitest';
import { InProcessEventBus } from '../bus/in-process-bus.js';
import { TokenSigner } from '../auth/token-signer.js';
import type { Runtime } from '../runtime/runtime.js';
import { CaptureMailSender } from './capture.mail-sender.js';
import { createMailSender } from './mail.module.js';
import { SmtpMailSender } from './smtp.mail-sender.js';

const runtime = (devProviders: boolean): Runtime => ({
  databaseUrl: 'postgres://unused',
  embedded: false,
  bus: new InProcessEventBus(),
  redis: null,
  tokens: new TokenSigner('s'.repeat(32)),
  dataDir: '/tmp/unused',
  publicUrl: 'http://localhost',
  devProviders,
});

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
