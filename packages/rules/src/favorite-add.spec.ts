import { describe, expect, it } from 'vitest';
import { favoriteAddIsTold } from './social.js';

describe('favoriteAddIsTold', () => {
  it('tells a one-sided add once a day: not the mutual pair of an accepted invite, not a repeat after a remove', () => {
    expect(favoriteAddIsTold({ mutual: false })).toBe(true);
    expect(favoriteAddIsTold({ mutual: false, repeated: false })).toBe(true);
    expect(favoriteAddIsTold({ mutual: true, repeated: false })).toBe(false);
    expect(favoriteAddIsTold({ mutual: false, repeated: true })).toBe(false);
  });
});
