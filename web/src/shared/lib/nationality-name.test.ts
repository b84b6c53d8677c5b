import { NATIONALITIES } from '@dating/rules';
import { describe, expect, it } from 'vitest';
import { nationalityName } from './nationality-name';

describe('nationalityName', () => {
  it("says a suggested nationality in Russian as a man's or a woman's", () => {
    expect(nationalityName('American', 'ru', 'male')).toBe('Американец');
    expect(nationalityName('American', 'ru', 'female')).toBe('Американка');
    expect(nationalityName('Ukrainian', 'ru', 'female')).toBe('Украинка');
    expect(nationalityName('New Zealander', 'ru', 'male')).toBe('Новозеландец');
  });

  it('has both Russian words for every suggestion, each in Cyrillic', () => {
    for (const n of NATIONALITIES)
      for (const sex of ['male', 'female'] as const) expect(nationalityName(n, 'ru', sex), `${n} ${sex}`).toMatch(/^[А-ЯЁ][а-яё]+$/);
  });

  it('keeps English, a nationality a member typed, and nothing as they are', () => {
    expect(nationalityName('American', 'en', 'female')).toBe('American');
    expect(nationalityName('Martian', 'ru', 'male')).toBe('Martian');
    expect(nationalityName('constructor', 'ru', 'male')).toBe('constructor');
    expect(nationalityName(null, 'ru', 'male')).toBeUndefined();
  });
});
