import { describe, expect, it } from 'vitest';
import { audienceOf, mayView } from './audience.js';

describe('who sees whom (spec section 6)', () => {
  it('men and visitors see ladies, ladies see men', () => {
    expect(audienceOf('man')).toBe('woman');
    expect(audienceOf(null)).toBe('woman');
    expect(audienceOf('woman')).toBe('man');
  });

  it('a member may open a profile of the other sex only', () => {
    expect(mayView('man', 'woman')).toBe(true);
    expect(mayView('woman', 'man')).toBe(true);
    expect(mayView('man', 'man')).toBe(false);
    expect(mayView('woman', 'woman')).toBe(false);
    expect(mayView(null, 'man')).toBe(false);
  });
});
