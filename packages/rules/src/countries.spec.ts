import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryCodeOf, regionName } from './countries.js';

describe('countryCodeOf', () => {
  it('gives the alpha-2 code of an ISO numeric id of the list, and nothing for another id', () => {
    expect(countryCodeOf(804)).toBe('UA');
    expect(countryCodeOf(1)).toBeUndefined();
  });
});

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
