import type { ServiceDb } from '@dating/platform';
import type { AlbumType, PhotoRow } from '../media/photo-access.js';

type Sql = Pick<ServiceDb, 'query'>;

const COLUMNS = `id::text, member_id::text, album_type, state, agency_id, agency_decision, reject_reason, storage_key, width, height, created_at, trashed_at`;

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

export async function photoById(sql: Sql, id: string, options: { lock?: boolean } = {}): Promise<PhotoRow | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const [row] = await sql.query<PhotoRow>(`SELECT ${COLUMNS} FROM profiles.photos WHERE id = $1${options.lock ? ' FOR UPDATE' : ''}`, [id]);
  return row ?? null;
}

/** The ids among `photoIds` the buyer has bought. */
export async function purchasedAmong(sql: Sql, buyerId: string | null, photoIds: string[]): Promise<Set<string>> {
  if (!buyerId || !photoIds.length) return new Set();
  const rows = await sql.query<{ photo_id: string }>(
    `SELECT photo_id::text FROM profiles.photo_purchases WHERE buyer_id = $1 AND photo_id = ANY($2::bigint[])`,
    [buyerId, photoIds],
  );
  return new Set(rows.map((r) => r.photo_id));
}

/** One album of a member, newest first: the owner's own view has every state; others' only accepted photos. */
export async function albumPhotos(
  sql: Sql,
  memberId: string,
  album: 'public' | 'private' | 'all' | 'trash' | 'purchased',
  options: { own: boolean; limit: number; offset: number },
): Promise<PhotoRow[]> {
  if (album === 'purchased') {
    return sql.query<PhotoRow>(
      `SELECT ${COLUMNS.replace(/(^|, )(\w+)/g, '$1p.$2')} FROM profiles.photo_purchases b JOIN profiles.photos p ON p.id = b.photo_id
       WHERE b.buyer_id = $1 AND p.state = 'accepted' AND p.trashed_at IS NULL ORDER BY b.bought_at DESC LIMIT $2 OFFSET $3`,
      [memberId, options.limit, options.offset],
    );
  }
  const where = [`member_id = $1`];
  if (album === 'trash') where.push(`trashed_at IS NOT NULL`);
  else where.push(`trashed_at IS NULL`);
  if (album === 'public' || album === 'private') where.push(`album_type = '${album}'`);
  if (!options.own) where.push(`state = 'accepted'`);
  return sql.query<PhotoRow>(`SELECT ${COLUMNS} FROM profiles.photos WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT $2 OFFSET $3`, [
    memberId,
    options.limit,
    options.offset,
  ]);
}

export interface PhotoCounts {
  public: number;
  private: number;
  purchased: number;
  all: number;
  trash: number;
  on_moderation: number;
}

export async function photoCounts(sql: Sql, memberId: string): Promise<PhotoCounts> {
  const [row] = await sql.query<Record<keyof PhotoCounts, string>>(
    `SELECT count(*) FILTER (WHERE trashed_at IS NULL AND album_type = 'public') AS public,
            count(*) FILTER (WHERE trashed_at IS NULL AND album_type = 'private') AS private,
            count(*) FILTER (WHERE trashed_at IS NULL) AS all,
            count(*) FILTER (WHERE trashed_at IS NOT NULL) AS trash,
            count(*) FILTER (WHERE trashed_at IS NULL AND state = 'pending') AS on_moderation,
            (SELECT count(*) FROM profiles.photo_purchases WHERE buyer_id = $1) AS purchased
       FROM profiles.photos WHERE member_id = $1`,
    [memberId],
  );
  const n = (v: string | undefined) => Number(v ?? 0);
  return {
    public: n(row?.public),
    private: n(row?.private),
    purchased: n(row?.purchased),
    all: n(row?.all),
    trash: n(row?.trash),
    on_moderation: n(row?.on_moderation),
  };
}
