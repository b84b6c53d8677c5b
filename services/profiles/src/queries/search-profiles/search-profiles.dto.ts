import { OneOf, PageLimit, PageOffset, Text, WholeNumber } from '@dating/platform';
import {
  BODY_MEASURES,
  BODY_TYPES,
  ENGLISH_LEVELS,
  EYES_COLORS,
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  SEARCH_HAIR_COLORS,
  SEARCH_SORT_DIRECTIONS,
  type SearchSortDirection,
} from '@dating/rules';
import { Flag, RangeBound } from '../../http/validation.js';

const HEIGHT_BOUNDS = { min: BODY_MEASURES.heightCmMin, max: BODY_MEASURES.heightCmMax, message: PROFILE_MESSAGES.heightBounds };

/**
 * Body of profile/search: every ladies-search parameter of spec section 3, and the paging and
 * sorting of the "user search" call (limit, offset, sort_by_name, sort_by_date). Heights are in
 * centimetres (the site converts feet and inches with 2.54 per inch); ranges follow section 5.
 */
export class SearchProfilesDto {
  @Text('name or id', { max: PROFILE_LIMITS.searchTextMax })
  name_or_id?: string;

  @Flag('is online')
  is_online?: boolean;

  @Flag('with web cam')
  with_web_cam?: boolean;

  @Flag('with HD cam')
  with_hd_cam?: boolean;

  @OneOf('body', ['', ...BODY_TYPES], { required: false })
  body?: string;

  @Flag('new')
  new?: boolean;

  @RangeBound('age min', { partner: 'age_max', role: 'min', kind: 'age' })
  age_min?: number;

  @RangeBound('age max', { partner: 'age_min', role: 'max', kind: 'age' })
  age_max?: number;

  @WholeNumber('country', { min: 1, max: 999 })
  country?: number;

  @RangeBound('min height', { partner: 'max_height', role: 'min', kind: 'height', bounds: HEIGHT_BOUNDS })
  min_height?: number;

  @RangeBound('max height', { partner: 'min_height', role: 'max', kind: 'height', bounds: HEIGHT_BOUNDS })
  max_height?: number;

  @OneOf('hair color', ['', ...SEARCH_HAIR_COLORS], { required: false })
  hair_color?: (typeof SEARCH_HAIR_COLORS)[number] | '';

  @OneOf('eyes color', ['', ...EYES_COLORS], { required: false })
  eyes_color?: string;

  @OneOf('language english', ['', ...ENGLISH_LEVELS], { required: false })
  language_english?: (typeof ENGLISH_LEVELS)[number] | '';

  @WholeNumber('page', { min: 1, max: PROFILE_LIMITS.searchPageMax })
  page?: number;

  @PageLimit()
  limit?: number;

  @PageOffset()
  offset?: number;

  @OneOf('sort by name', ['', ...SEARCH_SORT_DIRECTIONS], { required: false })
  sort_by_name?: SearchSortDirection | '';

  @OneOf('sort by date', ['', ...SEARCH_SORT_DIRECTIONS], { required: false })
  sort_by_date?: SearchSortDirection | '';
}
