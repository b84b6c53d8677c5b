import { describe, expect, it } from 'vitest';
import { detectBrowser, isRejectedBrowser, REJECTED_BROWSERS } from './browser.js';
import { COOKIE_ATTRIBUTES, cookieLifetimeDays, COOKIES } from './cookies.js';
import { enforceSettings, groupIsOn, setGroup, SETTING_KEYS, STATIC_PAGES, VISUAL_SETTINGS } from './enums.js';
import { ATTACHMENTS, LIFETIMES, LIMITS, PAGE_SIZES, PHOTO, SITE_DEFAULTS, UI, UNITS } from './limits.js';
import { PRODUCT_MESSAGES, SITE_CODES } from './messages.js';

describe('constants of spec section 9', () => {
  it('limits', () => {
    expect(LIMITS).toMatchObject({
      signUpNameMin: 3,
      editNameMin: 1,
      nameMax: 30,
      passwordMin: 6,
      passwordMax: 36,
      forgotPasswordEmailMax: 50,
      emailMax: 100,
      contactSubjectMax: 100,
      contactMessageMax: 5000,
      statusMax: 100,
      statusTextMax: 160,
      cityMax: 30,
      professionMax: 100,
      aboutMeMax: 1000,
      typeWomanMax: 500,
      giftCommentMax: 1000,
      letterSubjectMax: 100,
      letterTextMax: 5000,
      chatMessageMax: 300,
      ageMin: 18,
      ageMax: 100,
      localStorageChars: 5242880,
    });
    expect(ATTACHMENTS.maxBytes).toBe(2 * 1024 * 1024);
    expect(PHOTO).toMatchObject({ maxBytes: 5243192, longestSide: 3000, minSide: 50, pseudoMaxSide: 10000, qualityStep: 0.1, hintMaxSide: 5000 });
    expect(UNITS).toEqual({ cmPerFoot: 30.48, cmPerInch: 2.54, poundsPerKg: 2.20462262185, kgPerPound: 0.453592 });
  });

  it('page sizes, lifetimes, timings', () => {
    expect(PAGE_SIZES).toMatchObject({
      search: 24,
      default: 12,
      kisses: 20,
      favorites: 20,
      visitors: 20,
      orders: 20,
      news: 10,
      letters: 10,
      chatMessages: 10,
      onlineSearch: 6,
    });
    expect(LIFETIMES).toEqual({
      tokenDays: 365,
      cookieDays: 30,
      visualNotificationMs: 15000,
      alertMs: 10000,
      notificationMs: 15000,
      inviteMs: 30000,
      toastMs: 3000,
    });
    expect(SITE_DEFAULTS).toEqual({
      captchaInterval: 30,
      registrationTriesCount: 3,
      womenAgreementInterval: 30,
      watermark: { image: '/assets/watermark.png', alpha: 0.35 },
    });
    expect(UI).toMatchObject({ mobileMaxWidth: 768, loaderDelayMs: 300, selectDebounceMs: 300, bodyLockDelayMs: 500, resizeDebounceMs: 250 });
  });

  it('cookies: names and attributes', () => {
    expect(Object.values(COOKIES)).toEqual([
      'access-token',
      'chat_access_token',
      'chat_refresh_token',
      'invite-token',
      'cookiePoliciesAccepted',
      'agreementAccepted',
      'sex',
      'cookiePreferences',
      'pid',
      'sid',
    ]);
    expect(COOKIE_ATTRIBUTES).toMatchObject({ expiresDays: 30, path: '/', sameSite: 'Strict' });
    expect(cookieLifetimeDays('pid')).toBe(365);
    expect(cookieLifetimeDays('access-token')).toBe(365);
    expect(cookieLifetimeDays('cookiePoliciesAccepted')).toBe(30);
  });

  it('messages and codes', () => {
    expect(PRODUCT_MESSAGES.loginFailed).toBe('Your login information was entered incorrectly! Please check some fields!');
    expect(PRODUCT_MESSAGES.captchaExpired).toBe('The reCAPTCHA has expired. Please try again.');
    expect(PRODUCT_MESSAGES.settingsFailed).toBe('During updating of settings failure occurred. Try again');
    expect(Object.keys(SITE_CODES)).toHaveLength(28);
    expect(SITE_CODES[10025]).toBe('Insufficient wallet balance');
  });

  it('twelve static pages in three categories', () => {
    expect(STATIC_PAGES).toHaveLength(12);
    expect(new Set(STATIC_PAGES.map((p) => p.category))).toEqual(new Set(['legal', 'compliance', 'info']));
  });
});

describe('settings groups', () => {
  it('a group switch sets every flag in it', () => {
    expect(setGroup('visual', 'off')).toEqual(Object.fromEntries(VISUAL_SETTINGS.map((k) => [k, 'off'])));
    expect(Object.keys(setGroup('sound', 'on'))).toHaveLength(9);
    expect(Object.keys(setGroup('email', 'on'))).toHaveLength(5);
    expect(SETTING_KEYS).toHaveLength(18);
  });

  it('a woman’s visual group is forced on', () => {
    const off = { ...setGroup('visual', 'off'), sound: 'off' as const };
    expect(enforceSettings(off, 'woman')).toMatchObject({ ...setGroup('visual', 'on'), sound: 'off' });
    expect(enforceSettings(off, 'man')).toEqual(off);
    expect(groupIsOn(off, 'visual')).toBe(false);
    expect(groupIsOn({ notification_inbox: 'on' }, 'visual')).toBe(true);
  });
});

describe('rejected browsers (spec section 2)', () => {
  it('thresholds', () => expect(REJECTED_BROWSERS).toEqual({ chrome: 20, firefox: 27, ie: 9, opera: 11, safari: 8, edge: 12 }));

  it.each([
    ['Mozilla/5.0 (Windows NT 6.1) AppleWebKit/537.1 (KHTML, like Gecko) Chrome/20.0.1132.57 Safari/537.1', true],
    ['Mozilla/5.0 (Windows NT 6.1) AppleWebKit/537.1 (KHTML, like Gecko) Chrome/21.0.1180.89 Safari/537.1', false],
    ['Mozilla/5.0 (Windows NT 6.1; rv:27.0) Gecko/20100101 Firefox/27.0', true],
    ['Mozilla/5.0 (Windows NT 6.1; rv:28.0) Gecko/20100101 Firefox/28.0', false],
    ['Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)', true],
    ['Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)', false],
    ['Mozilla/5.0 (Windows NT 6.3; Trident/7.0; rv:11.0) like Gecko', false],
    ['Opera/9.80 (Windows NT 6.1) Presto/2.12.388 Version/11.10', true],
    ['Opera/9.80 (Windows NT 6.1) Presto/2.12.388 Version/12.16', false],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_10_5) AppleWebKit/600.8.9 (KHTML, like Gecko) Version/8.0.8 Safari/600.8.9', true],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11) AppleWebKit/601.1.56 (KHTML, like Gecko) Version/9.0 Safari/601.1.56', false],
    ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/42.0.2311.135 Safari/537.36 Edge/12.10136', true],
    ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/46.0.2486.0 Safari/537.36 Edge/13.10586', false],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36', false],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1', false],
    ['curl/8.0', false],
  ])('%s → rejected %s', (ua, rejected) => expect(isRejectedBrowser(ua)).toBe(rejected));

  it('names Edge and Opera before the Chrome they contain', () => {
    expect(detectBrowser('Mozilla/5.0 AppleWebKit/537.36 Chrome/120.0 Safari/537.36 OPR/106.0')).toEqual({ name: 'opera', major: 106 });
    expect(detectBrowser('Mozilla/5.0 AppleWebKit/537.36 Chrome/120.0 Safari/537.36 Edg/120.0')).toEqual({ name: 'edge', major: 120 });
  });
});
