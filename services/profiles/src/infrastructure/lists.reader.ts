import type { Sql, UserType } from '@dating/platform';
import { CARD_COLUMNS, type CardRow } from './profile.reader.js';

/** The short lists of the guest routes and top/females, each on its own index (see the migration). */

/**
 * A signed-in viewer's lists leave out the members blocked either way, as the search does (an
 * anti-join on the blocks' two indexes); a visitor (null) has no blocks. `$n` is the viewer's id.
 */
const notBlocked = (viewerId: string | null, n: number) =>
  viewerId === null
    ? ''
    : ` AND NOT EXISTS (SELECT 1 FROM profiles.blocks bl WHERE (bl.blocker_id = p.member_id AND bl.blocked_id = $${n}) OR (bl.blocker_id = $${n} AND bl.blocked_id = p.member_id))`;

/** The where clause and its parameters, with the viewer's blocks left out. */
function hiding(where: string, params: unknown[], viewerId: string | null): { where: string; params: unknown[] } {
  return viewerId === null ? { where, params } : { where: where + notBlocked(viewerId, params.length + 1), params: [...params, viewerId] };
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
