import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-link.js';

describe('unsubscribe links', () => {
  const key = Buffer.alloc(32, 7);
  const other = Buffer.alloc(32, 8);

  it('reads back the member and scope it was signed for', () => {
    expect(readUnsubscribeToken(key, unsubscribeToken(key, '100001', 'inbox'))).toEqual({ memberId: '100001', scope: 'inbox' });
    expect(readUnsubscribeToken(key, unsubscribeToken(key, '100001', 'all'))).toEqual({ memberId: '100001', scope: 'all' });
  });

  it('refuses a token signed with another key, changed in any part, or not a token at all', () => {
    const token = unsubscribeToken(key, '100001', 'wink');
    expect(readUnsubscribeToken(other, token)).toBeNull();
    const [, , signature] = token.split('.');
    expect(readUnsubscribeToken(key, `100002.wink.${signature}`)).toBeNull();
    expect(readUnsubscribeToken(key, `100001.all.${signature}`)).toBeNull();
    expect(readUnsubscribeToken(key, `${token}x`)).toBeNull();
    expect(readUnsubscribeToken(key, `${token}.x`)).toBeNull();
    for (const bad of [undefined, null, 42, '', 'a.b.c', '0.inbox.x', '100001.newsletter.x', 'x'.repeat(201), ['100001', 'inbox']]) {
      expect(readUnsubscribeToken(key, bad)).toBeNull();
    }
  });
});
