import { describe, expect, it } from 'vitest';
import { COUNTRIES, regionName } from './countries.js';

describe('regionName', () => {
  it('names a country by its alpha-2 code in the language asked for', () => {
    expect(regionName('UA', 'ru')).toBe('Украина');
    expect(regionName('DE', 'en')).toBe('Germany');
  });

  it('has no name for a code Intl refuses or a language it cannot make, and never throws', () => {
    expect(regionName('not a code', 'ru')).toBeUndefined();
    expect(regionName('UA', '!!')).toBeUndefined();
  });

  it('names every country of the list in Russian', () => {
    const unnamed = COUNTRIES.filter(([, code]) => !regionName(code, 'ru')).map(([, code]) => code);
    expect(unnamed).toEqual([]);
  });
});
