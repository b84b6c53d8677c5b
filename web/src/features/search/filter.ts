import { BODY_TYPES, ENGLISH_LEVELS, EYES_COLORS, feetInchesToCm, SEARCH_HAIR_COLORS, SEARCH_SORT_DIRECTIONS, type SearchSortDirection } from '@dating/rules';

/**
 * The ladies-search filter of spec section 3 as the URL holds it (so back, forward and reload keep
 * it): every value a string, '' meaning "no filter". Heights are held in centimetres whatever unit
 * the member types them in (spec section 5: feet are converted at 2.54 cm per inch).
 */
export interface SearchFilter {
  name_or_id: string;
  is_online: string;
  with_web_cam: string;
  with_hd_cam: string;
  body: string;
  new: string;
  age_min: string;
  age_max: string;
  country: string;
  min_height: string;
  max_height: string;
  hair_color: string;
  eyes_color: string;
  language_english: string;
  sort_by_name: string;
  sort_by_date: string;
  page: string;
}

export const INITIAL_FILTER: SearchFilter = {
  name_or_id: '',
  is_online: '',
  with_web_cam: '',
  with_hd_cam: '',
  body: '',
  new: '',
  age_min: '',
  age_max: '',
  country: '',
  min_height: '',
  max_height: '',
  hair_color: '',
  eyes_color: '',
  language_english: '',
  sort_by_name: '',
  sort_by_date: '',
  page: '1',
};

export const FILTER_KEYS = Object.keys(INITIAL_FILTER) as (keyof SearchFilter)[];
export const FLAG_KEYS = ['is_online', 'new', 'with_web_cam', 'with_hd_cam'] as const;
export const PAGE_SIZE = 24;

const ENUMS: Partial<Record<keyof SearchFilter, readonly string[]>> = {
  body: BODY_TYPES,
  hair_color: SEARCH_HAIR_COLORS,
  eyes_color: EYES_COLORS,
  language_english: ENGLISH_LEVELS,
  sort_by_name: SEARCH_SORT_DIRECTIONS,
  sort_by_date: SEARCH_SORT_DIRECTIONS,
};
const NUMERIC: (keyof SearchFilter)[] = ['age_min', 'age_max', 'country', 'min_height', 'max_height', 'page'];

/** The filter a URL query holds; unknown or malformed values read as their initial value. */
export function filterFromParams(params: URLSearchParams): SearchFilter {
  const out = { ...INITIAL_FILTER };
  for (const key of FILTER_KEYS) {
    const raw = params.get(key)?.trim();
    if (!raw) continue;
    if (ENUMS[key] && !ENUMS[key].includes(raw)) continue;
    if (NUMERIC.includes(key) && !/^\d{1,4}$/.test(raw)) continue;
    if ((FLAG_KEYS as readonly string[]).includes(key) && raw !== '1') continue;
    out[key] = key === 'name_or_id' ? raw.slice(0, 50) : raw;
  }
  if (Number(out.page) < 1) out.page = '1';
  return out;
}

/** The URL query of a filter: only the values that differ from the initial ones. */
export function filterToParams(filter: SearchFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (filter[key] !== INITIAL_FILTER[key]) params.set(key, filter[key]);
  return params;
}

/** Spec section 2: the Reset button appears when any filter other than page differs from its initial value. */
export function canReset(filter: SearchFilter): boolean {
  return FILTER_KEYS.some((key) => key !== 'page' && filter[key] !== INITIAL_FILTER[key]);
}

/** A changed filter starts again at page 1. */
export function withChange(filter: SearchFilter, change: Partial<SearchFilter>): SearchFilter {
  return { ...filter, ...change, page: change.page ?? '1' };
}

/** Spec section 4: sorting by name and by date each start ascending; a click flips the direction. */
export function nextSort(current: string): SearchSortDirection {
  return current === 'asc' ? 'desc' : 'asc';
}

/** The body of `profile/search`: the filter with numbers as numbers and flags as booleans. */
export function toSearchBody(filter: SearchFilter): Record<string, string | number | boolean> {
  const body: Record<string, string | number | boolean> = {};
  for (const key of FILTER_KEYS) {
    const value = filter[key];
    if (value === '') continue;
    body[key] = (FLAG_KEYS as readonly string[]).includes(key) ? true : NUMERIC.includes(key) ? Number(value) : value;
  }
  return body;
}

/** Centimetres of a height typed in feet and inches ('' when the feet are empty). */
export function heightFromFeet(feet: string, inches: string): string {
  if (feet.trim() === '' || !Number.isFinite(Number(feet))) return '';
  return String(feetInchesToCm(Number(feet), Number(inches) || 0));
}
