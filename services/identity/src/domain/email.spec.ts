import { describe, expect, it } from 'vitest';
import { normalizeEmail } from './email.js';

describe('e-mail identity', () => {
  it('is case-insensitive and ignores surrounding spaces', () => {
    expect(normalizeEmail('  Anna@Example.COM ')).toBe('anna@example.com');
  });
});
