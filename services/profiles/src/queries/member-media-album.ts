import type { ServiceDb } from '@dating/platform';
import { ProfilesError } from '../domain/profile-errors.js';
import type { MediaAlbum, MediaCounts } from '../infrastructure/media.js';
import type { MediaUrls } from '../media/media-urls.js';
import type { MediaViewer } from '../media/photo-access.js';
import { ALBUM_NAMES, type AlbumName } from './photo-albums/photo-albums.query.js';

type Sql = Pick<ServiceDb, 'query'>;

/** What one kind of media (photos, videos) brings to an album: its rows, what a viewer bought of them, and their view. */
export interface AlbumMediaKind<Row extends { id: string }, View> {
  album(sql: Sql, ownerId: string, album: MediaAlbum, options: { own: boolean; limit: number; offset: number }): Promise<Row[]>;
  boughtAmong(sql: Sql, buyerId: string, ids: string[]): Promise<Set<string>>;
  view(row: Row, viewer: MediaViewer, bought: boolean, urls: MediaUrls): View;
}

export interface MemberAlbumRequest {
  viewerId: string;
  ownerId: string;
  album: AlbumName;
  limit: number;
  offset: number;
}

/**
 * One album of a member as the viewer may see it. Photos and videos share these rules, so one reader
 * serves both: `purchased` and `trash` are the owner's own (10032 for anyone else), another member
 * must exist and be of the other sex, and the items of `purchased` are all bought.
 */
export async function readMemberAlbum<Row extends { id: string }, View>(
  db: Sql,
  urls: MediaUrls,
  kind: AlbumMediaKind<Row, View>,
  { viewerId, ownerId, album, limit, offset }: MemberAlbumRequest,
): Promise<View[]> {
  const own = viewerId === ownerId;
  if (!own && (album === 'purchased' || album === 'trash')) throw new ProfilesError('PROFILES.ALBUM_NOT_FOUND');
  if (!own) await requireOtherSex(db, viewerId, ownerId);
  const items = await kind.album(db, ownerId, album, { own, limit, offset });
  const ids = items.map((item) => item.id);
  const bought = album === 'purchased' ? new Set(ids) : await kind.boughtAmong(db, viewerId, ids);
  return items.map((item) => kind.view(item, { kind: 'member', id: viewerId }, bought.has(item.id), urls));
}

/**
 * Another member's media is for members of the other sex (spec section 6): 10404 for someone
 * unknown or banned (hidden-when-member-banned), 10024 for the same sex.
 */
export async function requireOtherSex(db: Sql, viewerId: string, ownerId: string): Promise<void> {
  const rows = await db.query<{ user_type: string }>(
    `SELECT user_type FROM profiles.profiles WHERE member_id = ANY($1::bigint[]) AND (banned_at IS NULL OR member_id = $2)`,
    [[viewerId, ownerId], viewerId],
  );
  if (rows.length < 2) throw new ProfilesError('PROFILES.NOT_FOUND');
  if (rows[0]!.user_type === rows[1]!.user_type) throw new ProfilesError('PROFILES.SAME_SEX');
}

/** A member's albums with their counts, photos' and videos' alike: what waits for moderation shows on `all` only. */
export function albumCountsOf(counts: MediaCounts): { album_type: AlbumName; count: number; on_moderation: number }[] {
  return ALBUM_NAMES.map((album_type) => ({ album_type, count: counts[album_type], on_moderation: album_type === 'all' ? counts.on_moderation : 0 }));
}
