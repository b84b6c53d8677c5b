import { describe, expect, it } from 'vitest';
import { isSitePath } from './static-pages.module.js';

describe('member site history fallback', () => {
  it.each(['/', '/settings', '/settings/notifications', '/buy/credits', '/reset-password', '/no/such/page', '/myProfile', '/terms-of-use'])(
    'answers the site for %s',
    (path) => expect(isSitePath(path)).toBe(true),
  );

  it.each([
    '/api',
    '/api/member/sign-in',
    '/admin-api/payments',
    '/admin',
    '/admin/x',
    '/payments/postback/sandbox',
    '/sandbox/pay',
    '/dev/mail',
    '/health',
    '/ready',
  ])('leaves %s to the server', (path) => expect(isSitePath(path)).toBe(false));

  it.each(['/favicon.ico', '/assets/index-abc.js', '/robots.txt', '/missing.png'])('treats %s as a file', (path) => expect(isSitePath(path)).toBe(false));

  it('does not mistake a prefix lookalike for an API path', () => {
    expect(isSitePath('/apiary')).toBe(true);
  });

  it('serves the payments history page at /payments, but leaves /payments/... (postbacks) to the server', () => {
    expect(isSitePath('/payments')).toBe(true);
    expect(isSitePath('/payments/')).toBe(true);
    expect(isSitePath('/payments/postback/sandbox')).toBe(false);
  });
});
