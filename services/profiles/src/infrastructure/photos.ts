import type { ServiceDb } from '@dating/platform';
import type { AlbumType, PhotoRow } from '../media/photo-access.js';
import { albumMedia, type MediaAlbum, mediaBoughtAmong, mediaById, type MediaCounts, mediaCounts, type MediaTables } from './media.js';

type Sql = Pick<ServiceDb, 'query'>;

const COLUMNS = `id::text, member_id::text, album_type, state, agency_id, agency_decision, reject_reason, storage_key, width, height, created_at, trashed_at`;

export const PHOTO_TABLES: MediaTables = { items: 'profiles.photos', purchases: 'profiles.photo_purchases', purchasedItem: 'photo_id', columns: COLUMNS };

export async function insertPhoto(
  sql: Sql,
  photo: {
    memberId: string;
    albumType: AlbumType;
    agencyId: string | null;
    storageKey: string;
    width: number;
    height: number;
    bytes: number;
    state?: 'pending' | 'accepted';
  },
): Promise<PhotoRow> {
  const [row] = await sql.query<PhotoRow>(
    `INSERT INTO profiles.photos (member_id, album_type, agency_id, storage_key, width, height, bytes, state)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
    [photo.memberId, photo.albumType, photo.agencyId, photo.storageKey, photo.width, photo.height, photo.bytes, photo.state ?? 'pending'],
  );
  return row!;
}

/**
 * An edit: the photo's image becomes the new files, it goes back to moderation from the start (in
 * her agency of now) and into `albumType`; the rest of its row (id, purchases, upload time) stays.
 */
export async function replacePhotoImage(
  sql: Sql,
  photoId: string,
  photo: { albumType: AlbumType; agencyId: string | null; storageKey: string; width: number; height: number; bytes: number },
): Promise<PhotoRow> {
  // In a WITH, so the driver answers the rows (a bare UPDATE answers [rows, count]).
  const [row] = await sql.query<PhotoRow>(
    `WITH edited AS (
       UPDATE profiles.photos SET album_type = $2, agency_id = $3, storage_key = $4, width = $5, height = $6, bytes = $7,
         state = 'pending', agency_decision = NULL, agency_decided_by = NULL, agency_decided_at = NULL,
         site_decided_by = NULL, site_decided_at = NULL, reject_reason = NULL
       WHERE id = $1 RETURNING ${COLUMNS})
     SELECT * FROM edited`,
    [photoId, photo.albumType, photo.agencyId, photo.storageKey, photo.width, photo.height, photo.bytes],
  );
  return row!;
}

/** The agency a member's photos, contact requests and gifts are moderated by (null: none); undefined when her profile is not open yet. */
export async function agencyOf(sql: Sql, memberId: string): Promise<string | null | undefined> {
  const [owner] = await sql.query<{ agency_id: string | null }>(`SELECT agency_id FROM profiles.profiles WHERE member_id = $1`, [memberId]);
  return owner ? owner.agency_id : undefined;
}

export const photoById = (sql: Sql, id: string, options: { lock?: boolean } = {}) => mediaById<PhotoRow>(sql, PHOTO_TABLES, id, options);

/** The ids among `photoIds` the buyer has bought. */
export const purchasedAmong = (sql: Sql, buyerId: string | null, photoIds: string[]) => mediaBoughtAmong(sql, PHOTO_TABLES, buyerId, photoIds);

/** One album of a member, newest first: the owner's own view has every state; others' only accepted photos. */
export const albumPhotos = (sql: Sql, memberId: string, album: MediaAlbum, options: { own: boolean; limit: number; offset: number }) =>
  albumMedia<PhotoRow>(sql, PHOTO_TABLES, memberId, album, options);

export type PhotoCounts = MediaCounts;

export const photoCounts = (sql: Sql, memberId: string): Promise<PhotoCounts> => mediaCounts(sql, PHOTO_TABLES, memberId);
