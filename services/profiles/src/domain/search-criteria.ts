import { isRecordId, type UserType } from '@dating/platform';
import { type ENGLISH_LEVELS, englishLevelsFrom, PAGE_SIZES, PROFILE_LIMITS, profileHairColor, type SEARCH_HAIR_COLORS } from '@dating/rules';
import { audienceOf } from './audience.js';

/** The ladies search (and the men search ladies get) as a request states it, already validated. */
export interface SearchRequest {
  name_or_id?: string;
  is_online?: boolean;
  with_web_cam?: boolean;
  with_hd_cam?: boolean;
  body?: string;
  new?: boolean;
  age_min?: number;
  age_max?: number;
  country?: number;
  min_height?: number;
  max_height?: number;
  hair_color?: (typeof SEARCH_HAIR_COLORS)[number];
  eyes_color?: string;
  language_english?: (typeof ENGLISH_LEVELS)[number];
  page?: number;
  limit?: number;
  offset?: number;
  sort_by_name?: 'asc' | 'desc';
  sort_by_date?: 'asc' | 'desc';
}

/** What to look for, in the profile's own terms (dates, centimetres, profile values). */
export interface SearchCriteria {
  /** Who is searched: ladies for men and visitors, men for ladies. */
  userType: UserType;
  /** A numeric `name_or_id` is a member id. */
  memberId?: string;
  /** Otherwise the start of a name, lower case. */
  namePrefix?: string;
  online?: true;
  webCam?: true;
  hdCam?: true;
  bodyType?: string;
  /** Registered on or after this instant (the `new` filter). */
  registeredSince?: Date;
  /** Born on or before this date (age at least age_min), YYYY-MM-DD. */
  bornOnOrBefore?: string;
  /** Born on or after this date (age at most age_max), YYYY-MM-DD. */
  bornOnOrAfter?: string;
  countryId?: number;
  heightMin?: number;
  heightMax?: number;
  hairColor?: string;
  eyesColor?: string;
  englishLevels?: string[];
  sort: { by: 'date' | 'name'; direction: 'asc' | 'desc' };
  limit: number;
  offset: number;
  /**
   * The searching member: members who blocked them, or whom they blocked ('ignore me'), are left
   * out of the page. The shared count does not subtract them (a handful at most).
   */
  hiddenFor?: string;
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** The date `years` years before `today` (UTC), clamping 29 February to the 28th. */
function yearsBefore(today: Date, years: number): Date {
  const d = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), 1));
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(today.getUTCDate(), lastDay));
  return d;
}

/**
 * The criteria of a search request by a viewer (null: a visitor). Paging: `page` (from 1) reads
 * pages of 24 (spec section 9, search); without `page`, `limit` (default 6, the online search of
 * `profile/search`) and `offset`. Sorting: `sort_by_name` or else `sort_by_date`; none is newest
 * first. Ages become birthday bounds, so the birthday index answers them.
 */
export function searchCriteria(request: SearchRequest, viewer: UserType | null, now: Date = new Date()): SearchCriteria {
  const criteria: SearchCriteria = {
    userType: audienceOf(viewer),
    sort: request.sort_by_name ? { by: 'name', direction: request.sort_by_name } : { by: 'date', direction: request.sort_by_date ?? 'desc' },
    ...paging(request),
  };
  const text = request.name_or_id?.trim();
  if (text) {
    if (isRecordId(text)) criteria.memberId = String(BigInt(text));
    else criteria.namePrefix = text.toLowerCase();
  }
  if (request.is_online) criteria.online = true;
  if (request.with_web_cam) criteria.webCam = true;
  if (request.with_hd_cam) criteria.hdCam = true;
  if (request.body) criteria.bodyType = request.body;
  if (request.new) criteria.registeredSince = new Date(now.getTime() - PROFILE_LIMITS.newProfileDays * 86_400_000);
  if (request.age_min !== undefined) criteria.bornOnOrBefore = isoDate(yearsBefore(now, request.age_min));
  if (request.age_max !== undefined) {
    const d = yearsBefore(now, request.age_max + 1);
    d.setUTCDate(d.getUTCDate() + 1);
    criteria.bornOnOrAfter = isoDate(d);
  }
  if (request.country !== undefined) criteria.countryId = request.country;
  if (request.min_height !== undefined) criteria.heightMin = request.min_height;
  if (request.max_height !== undefined) criteria.heightMax = request.max_height;
  if (request.hair_color) criteria.hairColor = profileHairColor(request.hair_color);
  if (request.eyes_color) criteria.eyesColor = request.eyes_color;
  if (request.language_english) criteria.englishLevels = englishLevelsFrom(request.language_english);
  return criteria;
}

function paging(request: SearchRequest): { limit: number; offset: number } {
  if (request.page !== undefined) {
    const limit = request.limit ?? PAGE_SIZES.search;
    return { limit, offset: (request.page - 1) * limit };
  }
  return { limit: request.limit ?? PAGE_SIZES.onlineSearch, offset: request.offset ?? 0 };
}
