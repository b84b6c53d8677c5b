import type { ServiceDb } from '@dating/platform';
import type { AlbumType, PhotoState } from '../media/photo-access.js';
import { albumMedia, type MediaAlbum, mediaBoughtAmong, mediaById, mediaCounts, type MediaTables } from './media.js';

type Sql = Pick<ServiceDb, 'query'>;

export interface VideoRow {
  id: string;
  member_id: string;
  album_type: AlbumType;
  state: PhotoState;
  agency_id: string | null;
  agency_decision: 'accepted' | 'rejected' | null;
  reject_reason: string | null;
  title: string;
  storage_key: string;
  content_type: string;
  bytes: string;
  created_at: Date;
  trashed_at: Date | null;
  has_poster: boolean;
  /** From the file's header, else the uploader's browser; null when neither knew it. */
  duration_ms: number | null;
}

const COLUMNS = `id::text, member_id::text, album_type, state, agency_id, agency_decision, reject_reason, title, storage_key, content_type, bytes::text, created_at, trashed_at, has_poster, duration_ms`;

export const VIDEO_TABLES: MediaTables = { items: 'profiles.videos', purchases: 'profiles.video_purchases', purchasedItem: 'video_id', columns: COLUMNS };

export async function insertVideo(
  sql: Sql,
  v: {
    memberId: string;
    albumType: AlbumType;
    agencyId: string | null;
    title: string;
    storageKey: string;
    contentType: string;
    bytes: number;
    hasPoster?: boolean;
    durationMs?: number | null;
  },
): Promise<VideoRow> {
  const [row] = await sql.query<VideoRow>(
    `INSERT INTO profiles.videos (member_id, album_type, agency_id, title, storage_key, content_type, bytes, has_poster, duration_ms)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
    [v.memberId, v.albumType, v.agencyId, v.title, v.storageKey, v.contentType, v.bytes, v.hasPoster ?? false, v.durationMs ?? null],
  );
  return row!;
}

export const videoById = (sql: Sql, id: string, options: { lock?: boolean } = {}) => mediaById<VideoRow>(sql, VIDEO_TABLES, id, options);

export const videosBoughtAmong = (sql: Sql, buyerId: string | null, ids: string[]) => mediaBoughtAmong(sql, VIDEO_TABLES, buyerId, ids);

export const albumVideos = (sql: Sql, memberId: string, album: MediaAlbum, options: { own: boolean; limit: number; offset: number }) =>
  albumMedia<VideoRow>(sql, VIDEO_TABLES, memberId, album, options);

export const videoCounts = (sql: Sql, memberId: string) => mediaCounts(sql, VIDEO_TABLES, memberId);
