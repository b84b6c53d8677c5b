import { idTextOf, isRecordId, readSitePage, type SitePage, type Sql, type UserType } from '@dating/platform';
import { type BlockList } from '../contracts/block-list.port.js';
import { mayView } from '../domain/audience.js';
import { cardView, type ProfileCard } from '../domain/profile.js';
import { ProfilesError } from '../domain/profile-errors.js';
import type { FavoriteState } from '../domain/social.js';
import { CARD_COLUMNS, type CardRow, memberIdParam, toCard } from './profile.reader.js';

/**
 * The social graph's SQL (winks, favorites, bookmarks, blocks, visitors' lists). Every list joins
 * the other member's profile and leaves out pairs where either blocked the other, and banned members.
 */

export interface Member {
  id: string;
  userType: UserType;
}

/**
 * The other member of an action: must exist, not be banned, and be of the other sex (spec section
 * 6). A bad id, an unknown or a banned member is 10404, the own id or the same sex 10024.
 */
export async function counterpart(sql: Sql, viewer: Member, targetId: unknown): Promise<Member> {
  const id = memberIdParam(idTextOf(targetId));
  if (id === null) throw new ProfilesError('PROFILES.NOT_FOUND');
  const [row] = await sql.query<{ user_type: UserType; banned: boolean }>(
    `SELECT user_type, banned_at IS NOT NULL AS banned FROM profiles.profiles WHERE member_id = $1`,
    [id],
  );
  // A banned member is gone for everyone else (hidden-when-member-banned): nothing reaches her.
  if (!row || (row.banned && id !== viewer.id)) throw new ProfilesError('PROFILES.NOT_FOUND');
  if (id === viewer.id || !mayView(viewer.userType, row.user_type)) throw new ProfilesError('PROFILES.SAME_SEX');
  return { id, userType: row.user_type };
}

/** A member's own list of other members, one row a pair: her blocks, her bookmarks. */
export const PAIR_LISTS = {
  blocks: { table: 'profiles.blocks', owner: 'blocker_id', target: 'blocked_id' },
  bookmarks: { table: 'profiles.bookmarks', owner: 'owner_id', target: 'target_id' },
} as const;

/** Adds or removes one pair of such a list; answers whether anything changed (it was not there, or was). */
export async function changePairList(
  sql: Sql,
  list: (typeof PAIR_LISTS)[keyof typeof PAIR_LISTS],
  ownerId: string,
  targetId: string,
  add: boolean,
): Promise<boolean> {
  const { table, owner, target } = list;
  const changed = add
    ? await sql.query(`INSERT INTO ${table} (${owner}, ${target}) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1 AS changed`, [ownerId, targetId])
    : // A bare DELETE answers [rows, count] through TypeORM; in a CTE it answers rows like a SELECT.
      await sql.query(`WITH d AS (DELETE FROM ${table} WHERE ${owner} = $1 AND ${target} = $2 RETURNING 1 AS changed) SELECT changed FROM d`, [
        ownerId,
        targetId,
      ]);
  return changed.length > 0;
}

/** SQL: neither of the two members (expressions) blocked the other. */
export const notBlocked = (me: string, other: string) =>
  `NOT EXISTS (SELECT 1 FROM profiles.blocks bl WHERE (bl.blocker_id = ${me} AND bl.blocked_id = ${other}) OR (bl.blocker_id = ${other} AND bl.blocked_id = ${me}))`;

/** SQL: the other member (an expression) shows in `me`'s lists: no block between them, and she is not banned. */
export const listedFor = (me: string, other: string) =>
  `${notBlocked(me, other)} AND NOT EXISTS (SELECT 1 FROM profiles.profiles bp WHERE bp.member_id = ${other} AND bp.banned_at IS NOT NULL)`;

/**
 * The header's counts of what member `$1` has not seen yet, a blocked pair's and a banned member's
 * counting nowhere (as they show in no list): profile/counter answers them, and kiss/mark and
 * guest/mark-seen what is left.
 */
export const UNSEEN_WINKS = `SELECT count(*)::int FROM profiles.winks x WHERE receiver_id = $1 AND seen_at IS NULL AND ${listedFor('$1::bigint', 'x.sender_id')}`;
export const UNSEEN_VISITS = `SELECT count(*)::int FROM profiles.visits x WHERE visited_id = $1 AND seen_at IS NULL AND ${listedFor('$1::bigint', 'x.visitor_id')}`;

/** Profiles' BlockList port over its own table (exported to mail and chat as BLOCK_LIST). */
export class SqlBlockList implements BlockList {
  constructor(private readonly sql: Sql) {}

  async isBlocked(senderId: string, receiverId: string): Promise<boolean> {
    const [a, b] = [memberIdParam(senderId), memberIdParam(receiverId)];
    if (a === null || b === null) return false;
    return (await this.sql.query(`SELECT 1 FROM profiles.blocks WHERE blocker_id = $1 AND blocked_id = $2`, [b, a])).length > 0;
  }

  async eitherBlocked(x: string, y: string): Promise<boolean> {
    const [a, b] = [memberIdParam(x), memberIdParam(y)];
    if (a === null || b === null) return false;
    const rows = await this.sql.query(`SELECT 1 FROM profiles.blocks WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1)`, [
      a,
      b,
    ]);
    return rows.length > 0;
  }

  async blockedWith(memberId: string): Promise<string[]> {
    const id = memberIdParam(memberId);
    if (id === null) return [];
    const rows = await this.sql.query<{ other: string }>(
      `SELECT blocked_id::text AS other FROM profiles.blocks WHERE blocker_id = $1
       UNION SELECT blocker_id::text FROM profiles.blocks WHERE blocked_id = $1`,
      [id],
    );
    return rows.map((r) => r.other);
  }
}

/** The owner's favorites row toward the target and the target's toward the owner. */
export async function favoriteStates(sql: Sql, a: string, b: string): Promise<{ mine: FavoriteState | null; theirs: FavoriteState | null }> {
  const rows = await sql.query<{ owner_id: string; state: FavoriteState }>(
    `SELECT owner_id::text AS owner_id, state FROM profiles.favorites WHERE (owner_id = $1 AND target_id = $2) OR (owner_id = $2 AND target_id = $1)`,
    [a, b],
  );
  return { mine: rows.find((r) => r.owner_id === a)?.state ?? null, theirs: rows.find((r) => r.owner_id === b)?.state ?? null };
}

/**
 * `name_or_id` of the list searches (kiss/search, guest/search-guest, favorites): digits are a
 * member id, anything else the start of a name, any case. Appends its parameter.
 */
export function nameOrIdCondition(text: string | null | undefined, params: unknown[]): string {
  const value = (text ?? '').trim();
  if (!value) return '';
  if (isRecordId(value)) return ` AND p.member_id = $${params.push(value)}`;
  return ` AND p.name ILIKE $${params.push(`${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`;
}

/** A list entry: the other member's card and what the list adds (time, seen, status). */
export type SocialEntry<Extra> = ProfileCard & Extra;

/**
 * One page of a social list. `from` names the table joined as `x`, `otherColumn` the column of
 * `x` holding the other member, `extra` the list's own columns (aliases) and `where` its filter
 * (`$1` is the viewer). Newest first by `sortColumn`.
 */
export async function readSocialPage<Extra extends object>(
  sql: Sql,
  options: { from: string; otherColumn: string; extra: string; where: string; params: unknown[]; sortColumn: string; nameOrId?: string | null },
  page: SitePage,
  mapExtra: (row: Record<string, unknown>) => Extra,
  now: Date = new Date(),
): Promise<{ items: SocialEntry<Extra>[]; total: number }> {
  const params = [...options.params];
  const text = `SELECT ${CARD_COLUMNS}, ${options.extra}
    FROM ${options.from} x JOIN profiles.profiles p ON p.member_id = x.${options.otherColumn} LEFT JOIN profiles.countries c ON c.id = p.country_id
    WHERE ${options.where} AND p.banned_at IS NULL AND ${notBlocked('$1::bigint', `x.${options.otherColumn}`)}${nameOrIdCondition(options.nameOrId, params)}`;
  const { rows, total } = await readSitePage<CardRow & Record<string, unknown>>(
    sql,
    { text, params, orderBy: `r.${options.sortColumn} DESC, r.member_id DESC` },
    page,
  );
  return { items: rows.map((row) => ({ ...cardView(toCard(row), now), ...mapExtra(row) })), total };
}

/** A timestamp column as ISO 8601 (null stays null). */
export function iso(value: unknown): string | null {
  return value === null || value === undefined ? null : new Date(value as string).toISOString();
}
