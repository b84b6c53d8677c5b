import { SiteError } from '@dating/platform';
import { ALBUM_NAMES, type AlbumName } from '../queries/photo-albums/photo-albums.query.js';

/** Request fields of the photo and video lists, parsed in one place so both kinds answer the same 10002 and 10032 messages. */

/** A whole number given as a number or a text of digits ("0x10", "1e1", " 5 ", true or [3] are not); NaN otherwise. */
const wholeNumber = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;

/** `limit` (1 to 100, `defaultLimit` when absent) and `offset` (0 or more). */
export function mediaPageOf(body: Record<string, unknown>, defaultLimit: number): { limit: number; offset: number } {
  const limit = body.limit === undefined || body.limit === '' ? defaultLimit : wholeNumber(body.limit);
  const offset = body.offset === undefined || body.offset === '' ? 0 : wholeNumber(body.offset);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100)
    throw new SiteError(10002, 'limit must be between 1 and 100', { limit: ['limit must be between 1 and 100'] });
  if (!Number.isInteger(offset) || offset < 0 || offset > 1_000_000)
    throw new SiteError(10002, 'offset must be 0 or more', { offset: ['offset must be 0 or more'] });
  return { limit, offset };
}

/** `album_type`: one of ALBUM_NAMES, `all` when absent (undefined or ""); anything else is 10032. */
export function albumNameOf(value: unknown): AlbumName {
  const album = value === undefined || value === '' ? 'all' : typeof value === 'string' ? value : '';
  if (!ALBUM_NAMES.includes(album as AlbumName)) throw new SiteError(10032, 'Album not found', { album_type: ['Album not found'] });
  return album as AlbumName;
}
