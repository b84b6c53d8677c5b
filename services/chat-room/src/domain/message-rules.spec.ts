import { describe, expect, it } from 'vitest';
import { chatMessageViolation, isClientMessageId } from './message-rules.js';

describe('a chat message', () => {
  it('accepts up to 300 characters', () => {
    expect(chatMessageViolation('a'.repeat(300))).toBeNull();
    expect(chatMessageViolation('😀'.repeat(300))).toBeNull();
  });

  it('refuses longer, empty and Cyrillic text with the spec messages', () => {
    expect(chatMessageViolation('a'.repeat(301))).toBe('Message cannot contain more than 300 characters');
    expect(chatMessageViolation('\u200b\u200b')).toBe('The Message field is required');
    expect(chatMessageViolation(' \u2060\ufeff ')).toBe('The Message field is required');
    expect(chatMessageViolation('hi\u200d')).toBeNull();
    expect(chatMessageViolation('   ')).toBe('The Message field is required');
    expect(chatMessageViolation(42)).toBe('The Message field is required');
    expect(chatMessageViolation('Привет')).toMatch(/Message/);
  });

  it('refuses control and bidi-override characters, but keeps tabs, line breaks and emoji', () => {
    for (const text of ['a\u0001b', 'a\u001b[31mred', 'del\u007f', 'c1\u0085', 'a\u202eevil', 'iso\u2066late\u2069'])
      expect(chatMessageViolation(text)).toBe('The Message field contains characters that cannot be shown');
    expect(chatMessageViolation('one\ttwo\nthree\r\nfour 😀')).toBeNull();
  });

  it('knows a client message id', () => {
    expect(isClientMessageId('c-1:abc')).toBe(true);
    expect(isClientMessageId('')).toBe(false);
    expect(isClientMessageId('x'.repeat(65))).toBe(false);
    expect(isClientMessageId({})).toBe(false);
  });
});
