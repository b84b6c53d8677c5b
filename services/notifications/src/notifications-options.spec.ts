import { ConfigError } from '@dating/platform';
import { MEMBER_EMAIL_DELAY_MS } from '@dating/rules';
import { describe, expect, it } from 'vitest';
import { notificationsOptions } from './notifications-options.js';

describe('notifications options', () => {
  it('defaults to the rules, and reads the environment', () => {
    expect(notificationsOptions({}, {})).toEqual({ emailDelayMs: MEMBER_EMAIL_DELAY_MS, emailEveryMs: 60_000 });
    expect(notificationsOptions({}, { EMAIL_DIGEST_DELAY_MS: '1000', EMAIL_DIGEST_EVERY_MS: '500' })).toEqual({ emailDelayMs: 1000, emailEveryMs: 500 });
    expect(notificationsOptions({ emailDelayMs: 5000 }, { EMAIL_DIGEST_DELAY_MS: '1000' }).emailDelayMs).toBe(5000);
  });

  it('stops at boot naming each bad value and what it expects', () => {
    const messageOf = (env: Record<string, string>) => {
      try {
        notificationsOptions({}, env);
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as Error).message;
      }
      throw new Error('accepted');
    };
    const both = messageOf({ EMAIL_DIGEST_DELAY_MS: '10', EMAIL_DIGEST_EVERY_MS: '0' });
    expect(both).toMatch(/EMAIL_DIGEST_DELAY_MS="10" is invalid: expected .*1000-86400000 ms/);
    expect(both).toMatch(/EMAIL_DIGEST_EVERY_MS="0" is invalid: expected .*200-3600000 ms/);
    expect(messageOf({ EMAIL_DIGEST_EVERY_MS: 'soon' })).toMatch(/EMAIL_DIGEST_EVERY_MS="soon" is invalid/);
  });
});
