import { idTextOf, missingField, PageLimit, PageOffset, Text, WholeNumber } from '@dating/platform';
import { formatMessage, PROFILE_LIMITS, SOCIAL_LIMITS, SOCIAL_MESSAGES } from '@dating/rules';
import { ProfilesError } from '../domain/profile-errors.js';
import { memberIdParam } from '../infrastructure/profile.reader.js';
import { Flag } from './validation.js';

/** Request bodies shared by the social routes (spec section 7). */

/** `target_user_id`, required: kiss/make-kiss, guest/make-visit, bookmark/add and remove, block/add and remove. */
export class TargetDto {
  @WholeNumber('target user id', { required: true, min: 1 })
  target_user_id: number;
}

/** `favorite_user_id`, required: favorite/add and remove. */
export class FavoriteTargetDto {
  @WholeNumber('favorite user id', { required: true, min: 1 })
  favorite_user_id: number;
}

/** A page of a social list with the optional `name_or_id` search. */
export class SocialListDto {
  @Text('name or id', { max: PROFILE_LIMITS.searchTextMax })
  name_or_id?: string;

  @PageLimit()
  limit?: number;

  @PageOffset()
  offset?: number;
}

/** kiss/get-kisses and kiss/search: `i_winked` (sent when true, received otherwise). */
export class KissListDto extends SocialListDto {
  @Flag('i winked')
  i_winked?: boolean;
}

/** guest/gel-all and guest/search-guest: `i_visited` (whom I visited when true, my visitors otherwise). */
export class GuestListDto extends SocialListDto {
  @Flag('i visited')
  i_visited?: boolean;
}

/** kiss/mark and guest/mark-seen: `mark_all`, or one `target_user_id`. */
export class MarkSeenDto {
  @Flag('mark all')
  mark_all?: boolean;

  @WholeNumber('target user id', { min: 1 })
  target_user_id?: number;
}

/** The one member a mark names, or null for all; neither given is 10002. */
export function markTarget(dto: MarkSeenDto): string | null {
  if (dto.mark_all === true) return null;
  if (typeof dto.target_user_id === 'number') return String(dto.target_user_id);
  throw new ProfilesError('PROFILES.INVALID', SOCIAL_MESSAGES.markWhat);
}

/**
 * A list of member ids: `target_user_array` as the spec sends it (a JSON string of ids), or a JSON
 * list; ids as numbers or digit strings. Not JSON: 10026; anything else than ids: 10002.
 */
export function targetArray(value: unknown): string[] {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw new ProfilesError('PROFILES.BAD_JSON', SOCIAL_MESSAGES.targetArray);
    }
  }
  if (!Array.isArray(parsed)) throw new ProfilesError('PROFILES.INVALID', SOCIAL_MESSAGES.targetArray);
  if (parsed.length > SOCIAL_LIMITS.checkArrayMax)
    throw new ProfilesError('PROFILES.INVALID', formatMessage(SOCIAL_MESSAGES.targetArrayMax, { max: SOCIAL_LIMITS.checkArrayMax }));
  const ids = parsed.map((v: unknown) => memberIdParam(idTextOf(v)));
  if (ids.some((id) => id === null)) throw new ProfilesError('PROFILES.INVALID', SOCIAL_MESSAGES.targetArray);
  return [...new Set(ids as string[])];
}

/** 10001 unless the body names one of `fields` (a request that names nobody is missing its parameter). */
export function requireOneOf(body: Record<string, unknown>, ...fields: string[]): string {
  const given = fields.find((f) => body[f] !== undefined && body[f] !== null && body[f] !== '');
  if (given === undefined) throw missingField(fields[0]!);
  return given;
}

/** The body's member ids for the availability checks: `target_user_array`, else `target_user_id` alone. */
export function targetsOf(body: Record<string, unknown>): { ids: string[]; single: boolean } {
  requireOneOf(body, 'target_user_id', 'target_user_array');
  if (body.target_user_array !== undefined) return { ids: targetArray(body.target_user_array), single: false };
  const one = memberIdParam(idTextOf(body.target_user_id));
  if (one === null) throw new ProfilesError('PROFILES.INVALID', 'The target_user_id field must be a whole number');
  return { ids: [one], single: true };
}
