import { describe, expect, it } from 'vitest';
import { idTextOf, isRecordId } from './record-id.js';

describe('isRecordId', () => {
  it('takes the digits of a bigint, at most 18', () => {
    expect(['0', '7', '100001', '9'.repeat(18)].every(isRecordId)).toBe(true);
  });

  it('refuses anything else', () => {
    expect([undefined, null, 7, '', '-1', '1.5', ' 1', '1e3', 'abc', '9'.repeat(19), '١٢'].some(isRecordId)).toBe(false);
  });
});

describe('idTextOf', () => {
  it('reads a number or a string as text, and nothing else', () => {
    expect(idTextOf(23)).toBe('23');
    expect(idTextOf('23')).toBe('23');
    for (const other of [[23], [[[1]]], { id: 23 }, true, null, undefined]) expect(idTextOf(other)).toBe('');
  });
});
