import { ENGLISH_LEVELS, HAIR_COLORS, SEARCH_HAIR_COLORS } from './enums.js';
import { UNITS } from './limits.js';

/**
 * The profile and ladies-search rules of spec sections 3, 5 and 9 that the spec leaves to the
 * product (bounds of a body measurement, how long a profile counts as new, how many interests),
 * and the unit conversions of section 9. The profiles service validates with these and the member
 * site's forms and filter read the same values.
 */

/** A body measurement a profile may hold: height in centimetres, weight in kilograms. */
export const BODY_MEASURES = {
  heightCmMin: 100,
  heightCmMax: 250,
  weightKgMin: 30,
  weightKgMax: 300,
} as const;

/** Profile lists and filters that the spec names without a number (product choices). */
export const PROFILE_LIMITS = {
  /** A profile is "new" (search filter `new`, the new badge) this many days after registration. */
  newProfileDays: 30,
  /** Free-text interests: at most this many, each at most `interestMax` characters. */
  interestsMax: 10,
  interestMax: 30,
  /** Nationality as typed or chosen (the select may create an option). */
  nationalityMax: 30,
  /** Contact phone: digits with an optional leading +, spaces, dashes and brackets. */
  phoneMax: 20,
  /** `name_or_id` of the searches. */
  searchTextMax: 50,
  /** Lists answered by the guest routes and top/females (limit default and cap). */
  guestListDefault: 12,
  guestListMax: 48,
  /** profile/easy-search answers at most this many. */
  easySearchMax: 24,
  /** The highest `page` of the ladies search (24 a page). */
  searchPageMax: 1000,
} as const;

/** Contact phone as a member may enter it. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{3,18}[0-9]$/;

/** English levels from lowest to highest: the ladies search's `language_english` means "at least". */
export function englishLevelsFrom(level: (typeof ENGLISH_LEVELS)[number]): (typeof ENGLISH_LEVELS)[number][] {
  return ENGLISH_LEVELS.slice(ENGLISH_LEVELS.indexOf(level));
}

/** The search filter spells blond `blonde` (spec section 3); the profile value for a filter value. */
export function profileHairColor(searchValue: (typeof SEARCH_HAIR_COLORS)[number]): (typeof HAIR_COLORS)[number] {
  return searchValue === 'blonde' ? 'blond' : searchValue;
}

/** Values the ladies search sorts by name or date in (spec section 4: starts ascending). */
export const SEARCH_SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SearchSortDirection = (typeof SEARCH_SORT_DIRECTIONS)[number];

/** The ladies-search parameters of spec section 3, in the member site's filter order. */
export const LADIES_SEARCH_PARAMS = [
  'name_or_id',
  'is_online',
  'with_web_cam',
  'with_hd_cam',
  'body',
  'new',
  'age_min',
  'age_max',
  'country',
  'min_height',
  'max_height',
  'hair_color',
  'eyes_color',
  'language_english',
  'page',
] as const;

/** Feet and inches (whole inches) of a height in centimetres, with spec section 9's factors. */
export function cmToFeetInches(cm: number): { feet: number; inches: number } {
  const totalInches = Math.round(cm / UNITS.cmPerInch);
  return { feet: Math.floor(totalInches / 12), inches: totalInches % 12 };
}

/** Centimetres of a height in feet and inches (spec section 5: the search converts by 2.54 per inch). */
export function feetInchesToCm(feet: number, inches = 0): number {
  return Math.round(feet * UNITS.cmPerFoot + inches * UNITS.cmPerInch);
}

/** Pounds of a weight in kilograms (rounded to whole pounds). */
export function kgToLbs(kg: number): number {
  return Math.round(kg * UNITS.poundsPerKg);
}

/** Kilograms of a weight in pounds (rounded to whole kilograms). */
export function lbsToKg(lbs: number): number {
  return Math.round(lbs * UNITS.kgPerPound);
}

/** A height as the member site shows it in either unit: `170 cm`, `5'7"`. */
export function formatHeight(cm: number, unit: 'cm' | 'ft'): string {
  if (unit === 'cm') return `${cm} cm`;
  const { feet, inches } = cmToFeetInches(cm);
  return `${feet}'${inches}"`;
}

/** A weight as the member site shows it in either unit: `55 kg`, `121 lbs`. */
export function formatWeight(kg: number, unit: 'kg' | 'lbs'): string {
  return unit === 'kg' ? `${kg} kg` : `${kgToLbs(kg)} lbs`;
}

/** Messages of the profile and search routes that the spec leaves to the product. */
export const PROFILE_MESSAGES = {
  sameSexProfile: 'Men see ladies and ladies see men: this profile is not available to you',
  profileNotFound: 'Requested profile not found',
  womenOnlyEdit: 'Ladies profiles are edited by their agency',
  heightBounds: 'Height must be between {min} and {max} cm',
  weightBounds: 'Weight must be between {min} and {max} kg',
  interestsCount: 'You can list at most {max} interests',
  phoneInvalid: 'Enter a valid phone number',
} as const;

/**
 * Nationalities the profile's select offers (`guest/get-nationality`); the select may also create
 * one (spec section 2, dropdown select), so a profile's nationality is any short text without
 * Cyrillic, and this list is the suggestion.
 */
export const NATIONALITIES = [
  'American',
  'Argentinian',
  'Armenian',
  'Australian',
  'Austrian',
  'Azerbaijani',
  'Belarusian',
  'Belgian',
  'Brazilian',
  'British',
  'Bulgarian',
  'Canadian',
  'Chilean',
  'Chinese',
  'Colombian',
  'Costa Rican',
  'Croatian',
  'Cuban',
  'Czech',
  'Danish',
  'Dominican',
  'Dutch',
  'Ecuadorian',
  'Estonian',
  'Filipino',
  'Finnish',
  'French',
  'Georgian',
  'German',
  'Greek',
  'Hungarian',
  'Indian',
  'Indonesian',
  'Irish',
  'Israeli',
  'Italian',
  'Japanese',
  'Kazakh',
  'Korean',
  'Kyrgyz',
  'Latvian',
  'Lithuanian',
  'Malaysian',
  'Mexican',
  'Moldovan',
  'Mongolian',
  'New Zealander',
  'Norwegian',
  'Panamanian',
  'Paraguayan',
  'Peruvian',
  'Polish',
  'Portuguese',
  'Romanian',
  'Russian',
  'Serbian',
  'Slovak',
  'Slovenian',
  'South African',
  'Spanish',
  'Swedish',
  'Swiss',
  'Thai',
  'Turkish',
  'Ukrainian',
  'Uruguayan',
  'Uzbek',
  'Venezuelan',
  'Vietnamese',
] as const;
