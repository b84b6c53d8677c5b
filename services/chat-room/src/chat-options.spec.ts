import { ConfigError } from '@dating/platform';
import { describe, expect, it } from 'vitest';
import { chatOptions } from './chat-options.js';

describe("chat-room's options", () => {
  it('defaults to a real minute, and reads the environment within each range', () => {
    const defaults = chatOptions({}, {});
    expect(defaults).toMatchObject({ billingMinuteMs: 60_000, offlineGraceMs: 30_000, tickMs: 1000, messageFlood: { burst: 20, perMinute: 120 } });
    expect(chatOptions({}, { CHAT_BILLING_MINUTE_MS: '200', CHAT_TICK_MS: '60000' })).toMatchObject({ billingMinuteMs: 200, tickMs: 60_000 });
    expect(chatOptions({ billingMinuteMs: 5 }, { CHAT_BILLING_MINUTE_MS: '1000' }).billingMinuteMs).toBe(5);
  });

  it('stops the start naming every value out of its range and what it expects', () => {
    let message = '';
    try {
      chatOptions({}, { CHAT_BILLING_MINUTE_MS: '199', CHAT_ACCESS_TOKEN_SECONDS: '86401', CHAT_MESSAGE_BURST: '0' });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      message = (err as Error).message;
    }
    expect(message).toMatch(/CHAT_BILLING_MINUTE_MS="199" is invalid: expected the length of a billed chat minute in ms, 200-3600000/);
    expect(message).toMatch(/CHAT_ACCESS_TOKEN_SECONDS="86401" is invalid: expected the life of a chat access token in seconds, 30-86400/);
    expect(message).toMatch(/CHAT_MESSAGE_BURST="0" is invalid/);
  });
});
