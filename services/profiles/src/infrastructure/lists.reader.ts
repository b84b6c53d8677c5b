import type { Sql, UserType } from '@dating/platform';
import { CARD_COLUMNS, type CardRow } from './profile.reader.js';

/** The short lists of the guest routes and top/females, each on its own index (see the migration). */

const cards = (sql: Sql, where: string, orderBy: string, params: unknown[], limit: number, offset = 0) =>
  sql.query<CardRow>(
    `SELECT ${CARD_COLUMNS} FROM profiles.profiles p LEFT JOIN profiles.countries c ON c.id = p.country_id
     WHERE ${where} ORDER BY ${orderBy} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, limit, offset],
  );

/** The last members of one sex who joined, newest first (profiles_by_date). */
export function lastJoined(sql: Sql, userType: UserType, limit: number): Promise<CardRow[]> {
  return cards(sql, 'p.user_type = $1', 'p.registered_at DESC, p.member_id DESC', [userType], limit);
}

/** Members of one sex online now (profiles_online), connected to chat first, then the most recently active; and how many. */
export async function onlineMembers(
  sql: Sql,
  userType: UserType,
  limit: number,
  offset: number,
  now: Date = new Date(),
): Promise<{ rows: CardRow[]; total: number }> {
  const where = 'p.user_type = $1 AND p.online_until > $2';
  const [rows, [counted]] = await Promise.all([
    cards(sql, where, 'p.online_until DESC, p.member_id DESC', [userType, now], limit, offset),
    sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM profiles.profiles p WHERE ${where}`, [userType, now]),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** The most visited members of one sex (distinct visitors), ties by id (profiles_by_popularity). */
export function mostVisited(sql: Sql, userType: UserType, limit: number): Promise<CardRow[]> {
  return cards(sql, 'p.user_type = $1', 'p.popularity DESC, p.member_id', [userType], limit);
}
