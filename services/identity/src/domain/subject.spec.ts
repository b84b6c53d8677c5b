import { describe, expect, it } from 'vitest';
import { formatSubject, parseSubject } from './subject.js';

describe('token subject', () => {
  it('round-trips members and staff', () => {
    expect(parseSubject(formatSubject({ kind: 'member', id: '100001' }))).toEqual({ kind: 'member', id: '100001' });
    expect(parseSubject('staff:1001')).toEqual({ kind: 'staff', id: '1001' });
  });

  it('refuses anything else', () => {
    for (const sub of ['member:', 'member:0', 'member:01', 'member:abc', 'admin:1', 'member:1:2', ' member:1', 'member:1234567890123456789', '']) {
      expect(parseSubject(sub)).toBeNull();
    }
  });
});
