import type { Sql, UserType } from '@dating/platform';
import { CARD_COLUMNS, type CardRow } from './profile.reader.js';
import { notBlocked } from './social.js';

/** The short lists of the guest routes and top/females, each on its own index (see the migration). */

/**
 * A viewer's lists leave out banned members, and a signed-in viewer's the members blocked either
 * way, as the search does (an anti-join on the blocks' two indexes); a visitor (null) has no
 * blocks. Answers the where clause and its parameters.
 */
function hiding(where: string, params: unknown[], viewerId: string | null): { where: string; params: unknown[] } {
  const listed = `${where} AND p.banned_at IS NULL`;
  return viewerId === null
    ? { where: listed, params }
    : { where: `${listed} AND ${notBlocked(`$${params.length + 1}`, 'p.member_id')}`, params: [...params, viewerId] };
}

const cards = (sql: Sql, where: string, orderBy: string, params: unknown[], limit: number, offset = 0) =>
  sql.query<CardRow>(
    `SELECT ${CARD_COLUMNS} FROM profiles.profiles p LEFT JOIN profiles.countries c ON c.id = p.country_id
     WHERE ${where} ORDER BY ${orderBy} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, limit, offset],
  );

/** The last members of one sex who joined, newest first (profiles_by_date). */
export function lastJoined(sql: Sql, userType: UserType, limit: number, viewerId: string | null = null): Promise<CardRow[]> {
  const q = hiding('p.user_type = $1', [userType], viewerId);
  return cards(sql, q.where, 'p.registered_at DESC, p.member_id DESC', q.params, limit);
}

/** Members of one sex online now (profiles_online), connected to chat first, then the most recently active; and how many (blocks left out of both). */
export async function onlineMembers(
  sql: Sql,
  userType: UserType,
  limit: number,
  offset: number,
  now: Date = new Date(),
  viewerId: string | null = null,
): Promise<{ rows: CardRow[]; total: number }> {
  const { where, params } = hiding('p.user_type = $1 AND p.online_until > $2', [userType, now], viewerId);
  const [rows, [counted]] = await Promise.all([
    cards(sql, where, 'p.online_until DESC, p.member_id DESC', params, limit, offset),
    sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM profiles.profiles p WHERE ${where}`, params),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** The most visited members of one sex (distinct visitors), ties by id (profiles_by_popularity). */
export function mostVisited(sql: Sql, userType: UserType, limit: number, viewerId: string | null = null): Promise<CardRow[]> {
  const q = hiding('p.user_type = $1', [userType], viewerId);
  return cards(sql, q.where, 'p.popularity DESC, p.member_id', q.params, limit);
}
