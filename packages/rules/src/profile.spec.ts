import { describe, expect, it } from 'vitest';
import { cmToFeetInches, englishLevelsFrom, feetInchesToCm, formatHeight, formatWeight, kgToLbs, lbsToKg, PHONE_PATTERN, profileHairColor } from './profile.js';

describe('profile units (spec section 9 factors)', () => {
  it('converts heights between centimetres and feet/inches with 30.48 and 2.54', () => {
    expect(cmToFeetInches(170)).toEqual({ feet: 5, inches: 7 });
    expect(cmToFeetInches(183)).toEqual({ feet: 6, inches: 0 });
    expect(feetInchesToCm(5, 7)).toBe(170);
    expect(feetInchesToCm(6)).toBe(183);
    expect(formatHeight(170, 'ft')).toBe(`5'7"`);
    expect(formatHeight(170, 'cm')).toBe('170 cm');
  });

  it('converts weights with 2.20462262185 lbs per kg and 0.453592 kg per lb', () => {
    expect(kgToLbs(55)).toBe(121);
    expect(lbsToKg(121)).toBe(55);
    expect(formatWeight(55, 'lbs')).toBe('121 lbs');
  });
});

describe('ladies search values', () => {
  it('reads blonde as the profile value blond', () => {
    expect(profileHairColor('blonde')).toBe('blond');
    expect(profileHairColor('brunette')).toBe('brunette');
  });

  it('language_english means the level or better', () => {
    expect(englishLevelsFrom('good')).toEqual(['good', 'fluent']);
    expect(englishLevelsFrom('basic')).toEqual(['basic', 'intermediate', 'good', 'fluent']);
  });

  it('accepts ordinary phone numbers only', () => {
    expect(PHONE_PATTERN.test('+380 (67) 123-45-67')).toBe(true);
    expect(PHONE_PATTERN.test('call me')).toBe(false);
  });
});
