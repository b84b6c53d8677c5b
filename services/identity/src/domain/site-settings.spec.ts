import { describe, expect, it } from 'vitest';
import { checkSiteSetting, siteSettingRule } from './site-settings.js';

const ok = (value: unknown) => ({ ok: true, value });

describe('site settings, checked by type', () => {
  it('takes whole numbers in range for intervals and counts', () => {
    expect(checkSiteSetting('captcha_interval', 45, 30)).toEqual(ok(45));
    expect(checkSiteSetting('registration_tries_count', 5, 3)).toEqual(ok(5));
    for (const bad of [-1, 1.5, '30', null, 86_401]) expect(checkSiteSetting('captcha_interval', bad, 30)).toMatchObject({ ok: false });
    expect(checkSiteSetting('registration_tries_count', 0, 3)).toEqual({ ok: false, message: 'registration_tries_count must be a whole number from 1 to 100' });
  });

  it('takes the lifetimes object whole: every key, no other, each in range', () => {
    const lifetimes = { alert: 10000, visual_notification: 15000, notification: 15000, invite: 30000 };
    expect(checkSiteSetting('lifetimes', lifetimes, lifetimes)).toEqual(ok(lifetimes));
    expect(checkSiteSetting('lifetimes', { ...lifetimes, toast: 1 }, lifetimes)).toEqual({ ok: false, message: 'lifetimes has unknown keys: toast' });
    expect(checkSiteSetting('lifetimes', { alert: 1000 }, lifetimes)).toEqual({ ok: false, message: 'lifetimes.visual_notification is required' });
    expect(checkSiteSetting('lifetimes', { ...lifetimes, invite: 10 }, lifetimes)).toMatchObject({
      ok: false,
      message: 'lifetimes.invite must be a whole number from 500 to 3600000',
    });
    expect(checkSiteSetting('lifetimes', [1, 2], lifetimes)).toMatchObject({ ok: false });
  });

  it('takes site paths or http(s) URLs for files, and an opacity from 0 to 1', () => {
    const watermark = { image: '/assets/w.png', alpha: 0.5 };
    expect(checkSiteSetting('watermark', watermark, watermark)).toEqual(ok(watermark));
    expect(checkSiteSetting('watermark', { image: 'https://cdn.example.com/w.png', alpha: 1 }, watermark)).toMatchObject({ ok: true });
    for (const image of ['javascript:alert(1)', '//evil.example/w.png', 'w.png', '/a b.png', '/a"onerror=x', '/a\u0000b', '/a\ud800']) {
      expect(checkSiteSetting('watermark', { image, alpha: 0.5 }, watermark)).toMatchObject({ ok: false });
    }
    expect(checkSiteSetting('watermark', { image: '/w.png', alpha: 2 }, watermark)).toEqual({
      ok: false,
      message: 'watermark.alpha must be a number from 0 to 1',
    });
    const sounds = { chat_invite: '/a.mp3', toast: '/b.mp3', system_notification: '/c.mp3', billing_started: '/d.mp3' };
    expect(checkSiteSetting('sounds', sounds, sounds)).toEqual(ok(sounds));
  });

  it('takes an e-mail address and a plain text', () => {
    expect(checkSiteSetting('support_email', ' help@example.com ', 'x@y.z')).toEqual(ok('help@example.com'));
    expect(checkSiteSetting('support_email', 'not an address', 'x@y.z')).toMatchObject({ ok: false });
    expect(checkSiteSetting('company_address', ' 1 Main St ', 'x')).toEqual(ok('1 Main St'));
    for (const bad of ['', '   ', 'x'.repeat(501), 'a\u0000b', 'a\u0007b', 'a\udc00', 7])
      expect(checkSiteSetting('company_address', bad, 'x')).toMatchObject({ ok: false });
  });

  it('keeps the JSON kind of a key it has no rule for', () => {
    expect(siteSettingRule('new_flag')).toEqual({ type: 'json', description: '' });
    expect(siteSettingRule('__proto__')).toEqual({ type: 'json', description: '' });
    expect(checkSiteSetting('new_flag', { a: 1 }, { b: 2 })).toEqual(ok({ a: 1 }));
    expect(checkSiteSetting('new_flag', 'text', { b: 2 })).toEqual({ ok: false, message: 'new_flag must be an object' });
    expect(checkSiteSetting('new_flag', { 'a\u0000': 1 }, {})).toMatchObject({ ok: false });
  });
});
