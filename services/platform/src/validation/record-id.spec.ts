import { describe, expect, it } from 'vitest';
import { isRecordId } from './record-id.js';

describe('isRecordId', () => {
  it('takes the digits of a bigint, at most 18', () => {
    expect(['0', '7', '100001', '9'.repeat(18)].every(isRecordId)).toBe(true);
  });

  it('refuses anything else', () => {
    expect([undefined, null, 7, '', '-1', '1.5', ' 1', '1e3', 'abc', '9'.repeat(19), '١٢'].some(isRecordId)).toBe(false);
  });
});
