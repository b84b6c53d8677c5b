import { readSitePage, type SitePage, type Sql } from '@dating/platform';
import { giftModeration, giftStatus, GIFT_CATALOGUE_CATEGORIES, GIFT_STATUS_FILTER, type GiftStatus } from '../domain/gifts.js';
import type { HeldMoney, HeldRequestStatus } from '../domain/held-moderation.js';
import { iso } from './social.js';

/** A gift of the catalogue (present/get-peresents). */
export interface CatalogueGift {
  id: number;
  name: string;
  /** Its Russian name, or null (the English one then). */
  name_ru: string | null;
  category: string;
  price: number;
  delivery_price: number;
}

/** A sent gift as stored (profiles.gift_sends). */
export interface GiftSendRow {
  id: string;
  client_id: string;
  man_id: string;
  lady_id: string;
  agency_id: string | null;
  gift_id: string;
  price: number;
  delivery_price: number;
  comment: string | null;
  status: HeldRequestStatus;
  hold_id: string;
  charge_id: string | null;
  reason: string | null;
  settling: HeldMoney | null;
  created_at: Date;
  site_decided_at: Date | null;
  /** When billing expired his hold before any moderator decided (its HoldExpired): his credits are back. */
  hold_expired_at: Date | null;
}

const COLUMNS = `id::text AS id, client_id, man_id::text AS man_id, lady_id::text AS lady_id, agency_id, gift_id::text AS gift_id, price, delivery_price,
  comment, status, hold_id, charge_id, reason, settling, created_at, site_decided_at, hold_expired_at`;

/** The price list's action of a gift (billing's `gift` service: the amount is the gift's own price). */
export const GIFT_ACTION = 'gift';

/** The catalogue's order: the categories' order, then the cheapest first. */
const CATEGORY_ORDER = `array_position(ARRAY[${GIFT_CATALOGUE_CATEGORIES.map((c) => `'${c}'`).join(', ')}]::text[], g.category)`;

/** The active gifts of the catalogue, or of one category. */
export function activeGifts(sql: Sql, category: string | null): Promise<CatalogueGift[]> {
  return sql.query<CatalogueGift>(
    `SELECT g.id::int AS id, g.name, g.name_ru, g.category, g.price, g.delivery_price FROM profiles.gifts g
     WHERE g.active AND ($1::text IS NULL OR g.category = $1) ORDER BY ${CATEGORY_ORDER}, g.price, g.id`,
    [category],
  );
}

/** One gift of the catalogue if it can be sent (active). */
export async function activeGift(sql: Sql, id: number): Promise<CatalogueGift | null> {
  const [row] = await sql.query<CatalogueGift>(
    `SELECT id::int AS id, name, name_ru, category, price, delivery_price FROM profiles.gifts WHERE id = $1 AND active`,
    [id],
  );
  return row ?? null;
}

/** One sent gift by id; `lock` takes its row lock for the transaction (a decision). */
export async function giftSendById(sql: Sql, id: string, { lock = false } = {}): Promise<GiftSendRow | null> {
  const [row] = await sql.query<GiftSendRow>(`SELECT ${COLUMNS} FROM profiles.gift_sends WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return row ?? null;
}

/** His send of one client attempt, if it was stored (a retry). */
export async function giftSendOf(sql: Sql, manId: string, clientId: string): Promise<GiftSendRow | null> {
  const [row] = await sql.query<GiftSendRow>(`SELECT ${COLUMNS} FROM profiles.gift_sends WHERE man_id = $1 AND client_id = $2`, [manId, clientId]);
  return row ?? null;
}

/** Stores a sent gift, unless the same attempt was stored meanwhile: then null, and nothing is written. */
export async function insertGiftSend(
  sql: Sql,
  send: { clientId: string; manId: string; ladyId: string; agencyId: string | null; gift: CatalogueGift; comment: string | null; holdId: string; at: Date },
): Promise<GiftSendRow | null> {
  const [row] = await sql.query<GiftSendRow>(
    `INSERT INTO profiles.gift_sends (client_id, man_id, lady_id, agency_id, gift_id, price, delivery_price, comment, hold_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT ON CONSTRAINT gift_sends_one_per_attempt DO NOTHING RETURNING ${COLUMNS}`,
    [send.clientId, send.manId, send.ladyId, send.agencyId, send.gift.id, send.gift.price, send.gift.delivery_price, send.comment, send.holdId, send.at],
  );
  return row ?? null;
}

/** A member as a sent gift shows her or him. */
export interface GiftParty {
  user_id: number;
  name: string;
  avatar: string | null;
}

/** present/send-to-user's and present/get-my-gifts' item (spec section 3, gift sent). */
export interface GiftSendView {
  id: number;
  gift: { id: number; name: string; name_ru: string | null; category: string };
  old_price: number;
  old_delivery_price: number;
  comment: string | null;
  status: GiftStatus;
  moderation_agency: 'free' | 'accept' | 'reject';
  moderation_site: 'free' | 'accept' | 'reject';
  reason: string | null;
  receiver: GiftParty;
  sender: GiftParty;
  time_create: string;
  /** When it was delivered (the site's accept), else null. */
  date: string | null;
  /**
   * When billing gave his held credits back because no moderator decided in time (the hold
   * expired), else null: the gift then reads as returned, and it can only be rejected.
   */
  hold_expired_at: string | null;
}

const VIEW_SELECT = `SELECT s.id::text AS id, s.status, s.agency_id, s.price, s.delivery_price, s.price + s.delivery_price AS total, s.comment, s.reason,
    s.created_at, s.site_decided_at, s.hold_expired_at, g.id::int AS gift_id, g.name AS gift_name, g.name_ru AS gift_name_ru, g.category AS gift_category,
    s.man_id::text AS man_id, m.name AS man_name, m.avatar_url AS man_avatar, s.lady_id::text AS lady_id, l.name AS lady_name, l.avatar_url AS lady_avatar
  FROM profiles.gift_sends s JOIN profiles.gifts g ON g.id = s.gift_id
  LEFT JOIN profiles.profiles m ON m.member_id = s.man_id LEFT JOIN profiles.profiles l ON l.member_id = s.lady_id`;

type ViewRow = {
  id: string;
  status: HeldRequestStatus;
  agency_id: string | null;
  price: number;
  delivery_price: number;
  comment: string | null;
  reason: string | null;
  created_at: Date;
  site_decided_at: Date | null;
  hold_expired_at: Date | null;
  gift_id: number;
  gift_name: string;
  gift_name_ru: string | null;
  gift_category: string;
  man_id: string;
  man_name: string | null;
  man_avatar: string | null;
  lady_id: string;
  lady_name: string | null;
  lady_avatar: string | null;
};

function giftSendView(r: ViewRow): GiftSendView {
  const moderation = giftModeration(r);
  const status = giftStatus(moderation);
  return {
    id: Number(r.id),
    gift: { id: r.gift_id, name: r.gift_name, name_ru: r.gift_name_ru, category: r.gift_category },
    old_price: r.price,
    old_delivery_price: r.delivery_price,
    comment: r.comment,
    status,
    ...moderation,
    reason: status === 'reject' ? r.reason : null,
    receiver: { user_id: Number(r.lady_id), name: r.lady_name ?? '', avatar: r.lady_avatar },
    sender: { user_id: Number(r.man_id), name: r.man_name ?? '', avatar: r.man_avatar },
    time_create: iso(r.created_at)!,
    date: status === 'delivered' ? iso(r.site_decided_at) : null,
    hold_expired_at: iso(r.hold_expired_at),
  };
}

/** One sent gift as its sender sees it. */
export async function readGiftSendView(sql: Sql, id: string): Promise<GiftSendView> {
  const [row] = await sql.query<ViewRow>(`${VIEW_SELECT} WHERE s.id = $1`, [id]);
  return giftSendView(row!);
}

/**
 * present/get-my-gifts: a man's sent gifts, or the gifts delivered to a woman; a status filter;
 * by date (default ascending) or by price and delivery price together; the id breaks ties.
 */
export async function readMyGifts(
  sql: Sql,
  member: { id: string; userType: 'man' | 'woman' },
  options: { status: GiftStatus | 'all'; sort: 'date' | 'price'; direction: 'asc' | 'desc' },
  page: SitePage,
): Promise<{ items: GiftSendView[]; total: number }> {
  const params: unknown[] = [member.id];
  let where = member.userType === 'man' ? 's.man_id = $1' : `s.lady_id = $1 AND s.status = 'accept'`;
  if (options.status !== 'all') {
    params.push(GIFT_STATUS_FILTER[options.status]);
    where += ` AND s.status = $${params.length}`;
  }
  const direction = options.direction === 'desc' ? 'DESC' : 'ASC';
  const column = options.sort === 'price' ? 'r.total' : 'r.created_at';
  const { rows, total } = await readSitePage<ViewRow>(
    sql,
    { text: `${VIEW_SELECT} WHERE ${where}`, params, orderBy: `${column} ${direction}, r.id::bigint ${direction}` },
    page,
  );
  return { items: rows.map(giftSendView), total };
}
