import type { ServiceDb } from '@dating/platform';
import type { AlbumType, PhotoState } from '../media/photo-access.js';

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

export async function videoById(sql: Sql, id: string, options: { lock?: boolean } = {}): Promise<VideoRow | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const [row] = await sql.query<VideoRow>(`SELECT ${COLUMNS} FROM profiles.videos WHERE id = $1${options.lock ? ' FOR UPDATE' : ''}`, [id]);
  return row ?? null;
}

export async function videosBoughtAmong(sql: Sql, buyerId: string | null, ids: string[]): Promise<Set<string>> {
  if (!buyerId || !ids.length) return new Set();
  const rows = await sql.query<{ video_id: string }>(
    `SELECT video_id::text FROM profiles.video_purchases WHERE buyer_id = $1 AND video_id = ANY($2::bigint[])`,
    [buyerId, ids],
  );
  return new Set(rows.map((r) => r.video_id));
}

export async function albumVideos(
  sql: Sql,
  memberId: string,
  album: 'public' | 'private' | 'all' | 'trash' | 'purchased',
  options: { own: boolean; limit: number; offset: number },
): Promise<VideoRow[]> {
  if (album === 'purchased') {
    return sql.query<VideoRow>(
      `SELECT ${COLUMNS.replace(/(^|, )(\w+)/g, '$1v.$2')} FROM profiles.video_purchases b JOIN profiles.videos v ON v.id = b.video_id
       WHERE b.buyer_id = $1 AND v.state = 'accepted' AND v.trashed_at IS NULL ORDER BY b.bought_at DESC LIMIT $2 OFFSET $3`,
      [memberId, options.limit, options.offset],
    );
  }
  const where = [`member_id = $1`, album === 'trash' ? `trashed_at IS NOT NULL` : `trashed_at IS NULL`];
  if (album === 'public' || album === 'private') where.push(`album_type = '${album}'`);
  if (!options.own) where.push(`state = 'accepted'`);
  return sql.query<VideoRow>(`SELECT ${COLUMNS} FROM profiles.videos WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT $2 OFFSET $3`, [
    memberId,
    options.limit,
    options.offset,
  ]);
}

export async function videoCounts(sql: Sql, memberId: string) {
  const [row] = await sql.query<Record<string, string>>(
    `SELECT count(*) FILTER (WHERE trashed_at IS NULL AND album_type = 'public') AS public,
            count(*) FILTER (WHERE trashed_at IS NULL AND album_type = 'private') AS private,
            count(*) FILTER (WHERE trashed_at IS NULL) AS all,
            count(*) FILTER (WHERE trashed_at IS NOT NULL) AS trash,
            count(*) FILTER (WHERE trashed_at IS NULL AND state = 'pending') AS on_moderation,
            (SELECT count(*) FROM profiles.video_purchases WHERE buyer_id = $1) AS purchased
       FROM profiles.videos WHERE member_id = $1`,
    [memberId],
  );
  const n = (k: string) => Number(row?.[k] ?? 0);
  return { public: n('public'), private: n('private'), purchased: n('purchased'), all: n('all'), trash: n('trash'), on_moderation: n('on_moderation') };
}
