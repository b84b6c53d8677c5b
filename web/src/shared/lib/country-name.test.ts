import { describe, expect, it } from 'vitest';
import { countryName, countryOptions } from './country-name';

describe('countryName', () => {
  it('keeps the English names in English and names countries in Russian by their ISO code', () => {
    expect(countryName({ id: 804, name: 'Ukraine' }, 'en')).toBe('Ukraine');
    expect(countryName({ id: 804, name: 'Ukraine' }, 'ru')).toBe('Украина');
    expect(countryName('Ukraine', 'ru')).toBe('Украина');
  });

  it('falls back to the English name for a name it does not know, and to nothing for no country', () => {
    expect(countryName('Atlantis', 'ru')).toBe('Atlantis');
    expect(countryName(null, 'ru')).toBeUndefined();
  });

  it('orders the options alphabetically in the interface language', () => {
    const list = [
      { id: 804, name: 'Ukraine' },
      { id: 276, name: 'Germany' },
      { id: 840, name: 'United States' },
    ];
    expect(countryOptions(list, 'en').map((o) => o.label)).toEqual(['Germany', 'Ukraine', 'United States']);
    expect(countryOptions(list, 'ru').map((o) => o.label)).toEqual(['Германия', 'Соединенные Штаты', 'Украина']);
  });
});
