import { testRuntime } from '@dating/platform/testing';
import { describe, expect, it } from 'vitest';
import { createCaptchaVerifier } from './adapters.js';
import { DevCaptchaVerifier } from './captcha/dev-captcha.verifier.js';
import { ReCaptchaVerifier } from './captcha/recaptcha.verifier.js';

const runtime = (devProviders: boolean) => testRuntime({ devProviders });

describe('provider choice', () => {
  it('uses the development captcha with devProviders', async () => {
    const captcha = createCaptchaVerifier(runtime(true), {});
    expect(captcha).toBeInstanceOf(DevCaptchaVerifier);
    expect(await captcha.verify('anything')).toBe('passed');
    expect(await captcha.verify('invalid')).toBe('failed');
    expect(await captcha.verify('expired')).toBe('expired');
    expect(await captcha.verify('')).toBe('failed');
  });

  it('needs RECAPTCHA_SECRET otherwise, naming it', () => {
    expect(() => createCaptchaVerifier(runtime(false), {})).toThrow(/RECAPTCHA_SECRET is missing/);
    expect(createCaptchaVerifier(runtime(false), { RECAPTCHA_SECRET: 'secret' })).toBeInstanceOf(ReCaptchaVerifier);
  });
});

describe('reCAPTCHA adapter', () => {
  it('posts the secret and the token, trusts only success: true, and tells an expired token apart', async () => {
    const seen: { url: string; body: string }[] = [];
    const answer = (json: unknown, status = 200) =>
      (async (url: string | URL | Request, init?: RequestInit) => {
        seen.push({ url: String(url), body: String(init?.body) });
        return new Response(JSON.stringify(json), { status });
      }) as typeof fetch;
    expect(await new ReCaptchaVerifier('s3cret', { fetch: answer({ success: true }) }).verify('tok', '203.0.113.1')).toBe('passed');
    expect(seen[0]).toEqual({ url: 'https://www.google.com/recaptcha/api/siteverify', body: 'secret=s3cret&response=tok&remoteip=203.0.113.1' });
    expect(await new ReCaptchaVerifier('s3cret', { fetch: answer({ success: false, 'error-codes': ['invalid-input-response'] }) }).verify('tok')).toBe(
      'failed',
    );
    expect(await new ReCaptchaVerifier('s3cret', { fetch: answer({ success: false, 'error-codes': ['timeout-or-duplicate'] }) }).verify('tok')).toBe('expired');
    expect(await new ReCaptchaVerifier('s3cret', { fetch: answer({ success: true }, 500) }).verify('tok')).toBe('failed');
    const failing = (async () => {
      throw new TypeError('network down');
    }) as typeof fetch;
    expect(await new ReCaptchaVerifier('s3cret', { fetch: failing }).verify('tok')).toBe('failed');
    expect(() => new ReCaptchaVerifier('')).toThrow(/RECAPTCHA_SECRET/);
  });
});
