import { describe, expect, it } from 'vitest';
import { findHostileInput, MAX_INPUT_DEPTH } from './input-guard.js';

const hostileInputReason = (value: unknown): string | null => {
  const found = findHostileInput(value);
  return found && `${found.field}: ${found.reason}`;
};

const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

describe('hostileInputReason', () => {
  it('lets ordinary input through, Cyrillic and emoji included', () => {
    expect(hostileInputReason({ email: 'anna@example.com', name: 'Анна 😀', tags: ['a', 1, null, true], nested: { deeper: [{ x: 'y' }] } })).toBeNull();
    expect(hostileInputReason(undefined)).toBeNull();
    expect(hostileInputReason(nested(MAX_INPUT_DEPTH - 1))).toBeNull();
  });

  it('refuses nesting past the limit without recursing (5,000 and 100,000 levels)', () => {
    expect(hostileInputReason(nested(MAX_INPUT_DEPTH + 1))).toMatch(/deeper than 32/);
    expect(hostileInputReason(JSON.parse(`{"email":${'['.repeat(5000)}${']'.repeat(5000)}}`))).toMatch(/deeper/);
    expect(hostileInputReason(nested(100_000))).toMatch(/deeper/);
  });

  it('names the field it found, as a dotted path', () => {
    expect(findHostileInput({ profile: { langs: ['en', 'a\u0000'] } })).toEqual({ field: 'profile.langs.1', reason: 'contains a NUL character' });
    expect(findHostileInput(JSON.parse('{"email":"\\ud800"}'))).toEqual({ field: 'email', reason: 'contains a lone UTF-16 surrogate (not valid text)' });
  });

  it('refuses NUL characters in values and keys', () => {
    expect(hostileInputReason({ pid: 'a\u0000b' })).toMatch(/NUL/);
    expect(hostileInputReason({ list: ['ok', ['a\u0000']] })).toMatch(/NUL/);
    expect(hostileInputReason({ 'k\u0000': 1 })).toMatch(/NUL/);
  });

  it('refuses lone surrogates but not surrogate pairs', () => {
    expect(hostileInputReason(JSON.parse('{"email":"\\ud800"}'))).toMatch(/surrogate/);
    expect(hostileInputReason(JSON.parse('{"email":"x\\udfff"}'))).toMatch(/surrogate/);
    expect(hostileInputReason(JSON.parse('{"email":"\\ud83d\\ude00"}'))).toBeNull();
  });

  it('refuses __proto__ keys at any depth', () => {
    expect(hostileInputReason(JSON.parse('{"__proto__":{"isAdmin":true}}'))).toMatch(/__proto__/);
    expect(hostileInputReason(JSON.parse('{"a":[{"__proto__":1}]}'))).toMatch(/__proto__/);
  });

  it('refuses numbers beyond the exact integers (ids PostgreSQL would refuse as bigint), not large exact ones or fractions', () => {
    expect(findHostileInput(JSON.parse('{"target_user_id":1e20}'))).toEqual({ field: 'target_user_id', reason: 'is a number out of range' });
    expect(hostileInputReason(JSON.parse('{"message_id":9223372036854775807}'))).toMatch(/out of range/);
    expect(hostileInputReason(JSON.parse('{"ids":[1,-9007199254740993]}'))).toMatch(/out of range/);
    expect(hostileInputReason({ n: Number.POSITIVE_INFINITY })).toMatch(/out of range/);
    expect(hostileInputReason({ n: Number.NaN })).toMatch(/out of range/);
    expect(hostileInputReason(JSON.parse('{"id":9007199254740991,"at":1795937905346,"price":0.27,"birthday":-631152000}'))).toBeNull();
  });
});
