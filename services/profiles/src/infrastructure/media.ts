import { ChargeJournal, isRecordId, type ServiceDb } from '@dating/platform';
import { pendingCapReached, tooManyPendingMessage } from '../domain/photo-moderation.js';
import { ProfilesError } from '../domain/profile-errors.js';
import { PROFILES_SCHEMA } from '../profiles.tokens.js';

type Sql = Pick<ServiceDb, 'query'>;

/**
 * Where one kind of media lives. Photos and videos keep the same album, state and purchase columns
 * in their own tables, so one set of queries below serves both (photos.ts and videos.ts name them).
 */
export interface MediaTables {
  /** The items, e.g. `profiles.photos`. */
  items: string;
  /** Their purchases, e.g. `profiles.photo_purchases`. */
  purchases: string;
  /** The purchases' column naming the item, e.g. `photo_id`. */
  purchasedItem: string;
  /** The columns of the kind's row type, unqualified. */
  columns: string;
}

/** The albums a member's media are listed by. */
export type MediaAlbum = 'public' | 'private' | 'all' | 'trash' | 'purchased';

export interface MediaCounts {
  public: number;
  private: number;
  purchased: number;
  all: number;
  trash: number;
  on_moderation: number;
}

/** The columns qualified by a table alias (`id::text, state` → `m.id::text, m.state`). */
const qualified = (columns: string, alias: string) => columns.replace(/(^|, )(\w+)/g, `$1${alias}.$2`);

export async function mediaById<Row>(sql: Sql, tables: MediaTables, id: string, options: { lock?: boolean } = {}): Promise<Row | null> {
  if (!isRecordId(id)) return null;
  const [row] = await sql.query<Row>(`SELECT ${tables.columns} FROM ${tables.items} WHERE id = $1${options.lock ? ' FOR UPDATE' : ''}`, [id]);
  return row ?? null;
}

/** The ids among `ids` the buyer has bought. */
export async function mediaBoughtAmong(sql: Sql, tables: MediaTables, buyerId: string | null, ids: string[]): Promise<Set<string>> {
  if (!buyerId || !ids.length) return new Set();
  const rows = await sql.query<Record<string, string>>(
    `SELECT ${tables.purchasedItem}::text FROM ${tables.purchases} WHERE buyer_id = $1 AND ${tables.purchasedItem} = ANY($2::bigint[])`,
    [buyerId, ids],
  );
  return new Set(rows.map((r) => r[tables.purchasedItem]!));
}

/** One album of a member, newest first: the owner's own view has every state; others' only accepted items; `purchased` is what she bought. */
export async function albumMedia<Row>(
  sql: Sql,
  tables: MediaTables,
  memberId: string,
  album: MediaAlbum,
  options: { own: boolean; limit: number; offset: number },
): Promise<Row[]> {
  if (album === 'purchased') {
    return sql.query<Row>(
      `SELECT ${qualified(tables.columns, 'm')} FROM ${tables.purchases} b JOIN ${tables.items} m ON m.id = b.${tables.purchasedItem}
       WHERE b.buyer_id = $1 AND m.state = 'accepted' AND m.trashed_at IS NULL ORDER BY b.bought_at DESC LIMIT $2 OFFSET $3`,
      [memberId, options.limit, options.offset],
    );
  }
  const where = [`member_id = $1`, album === 'trash' ? `trashed_at IS NOT NULL` : `trashed_at IS NULL`];
  if (album === 'public' || album === 'private') where.push(`album_type = '${album}'`);
  if (!options.own) where.push(`state = 'accepted'`);
  return sql.query<Row>(`SELECT ${tables.columns} FROM ${tables.items} WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT $2 OFFSET $3`, [
    memberId,
    options.limit,
    options.offset,
  ]);
}

/** A member's count per album (each as its album lists it), and how many of hers wait for moderation. */
export async function mediaCounts(sql: Sql, tables: MediaTables, memberId: string): Promise<MediaCounts> {
  const [row] = await sql.query<Record<keyof MediaCounts, string>>(
    `SELECT count(*) FILTER (WHERE trashed_at IS NULL AND album_type = 'public') AS public,
            count(*) FILTER (WHERE trashed_at IS NULL AND album_type = 'private') AS private,
            count(*) FILTER (WHERE trashed_at IS NULL) AS all,
            count(*) FILTER (WHERE trashed_at IS NOT NULL) AS trash,
            count(*) FILTER (WHERE trashed_at IS NULL AND state = 'pending') AS on_moderation,
            -- What the purchased album shows: bought, still accepted and not in its owner's trash.
            (SELECT count(*) FROM ${tables.purchases} b JOIN ${tables.items} m ON m.id = b.${tables.purchasedItem}
              WHERE b.buyer_id = $1 AND m.state = 'accepted' AND m.trashed_at IS NULL) AS purchased
       FROM ${tables.items} WHERE member_id = $1`,
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

/**
 * Refuses an upload of `adding` items that would put the member past PENDING_MEDIA_MAX items of this
 * kind waiting for moderation (the media counter's on_moderation).
 */
/**
 * Inserts a member's new media rows once the cap still has room for them: under a lock of the
 * member's uploads (in one transaction), so two uploads racing past the early check cannot both
 * fill the last places. The early check (assertPendingRoom before the work) only saves the work.
 */
export async function insertWithinPendingCap<T>(
  db: ServiceDb,
  tables: MediaTables,
  kind: 'photo' | 'video',
  memberId: string,
  adding: number,
  insert: (tx: Sql) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`${tables.items}:pending:${memberId}`]);
    await assertPendingRoom(tx, tables, kind, memberId, adding);
    return insert(tx);
  });
}

export async function assertPendingRoom(sql: Sql, tables: MediaTables, kind: 'photo' | 'video', memberId: string, adding: number): Promise<void> {
  const [row] = await sql.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${tables.items} WHERE member_id = $1 AND trashed_at IS NULL AND state = 'pending'`,
    [memberId],
  );
  const waiting = row?.n ?? 0;
  if (pendingCapReached(kind, waiting, adding)) throw new ProfilesError('PROFILES.TOO_MANY_PENDING', tooManyPendingMessage(kind, waiting));
}

/** Records a purchase once (a repeat changes nothing); `chargeId` is null where nothing was charged (a woman). Answers whether this call recorded it. */
export async function recordMediaPurchase(
  sql: Sql,
  tables: MediaTables,
  purchase: { buyerId: string; itemId: string; chargeId: string | null; amount: number; settles?: string },
): Promise<boolean> {
  // A man's purchase settles its charge journal entry in the same statement.
  const inserted = await sql.query(
    `WITH settled AS (${ChargeJournal.settled(PROFILES_SCHEMA, 5)})
     INSERT INTO ${tables.purchases} (buyer_id, ${tables.purchasedItem}, charge_id, amount) VALUES ($1, $2, $3, $4)
     ON CONFLICT (buyer_id, ${tables.purchasedItem}) DO NOTHING RETURNING 1`,
    [purchase.buyerId, purchase.itemId, purchase.chargeId, purchase.amount, purchase.settles ?? null],
  );
  return inserted.length > 0;
}
