import type { Sql } from '@dating/platform';
import type { SearchCriteria } from '../domain/search-criteria.js';
import { CARD_COLUMNS, type CardRow } from './profile.reader.js';
import type { SearchCounts } from './search-counts.js';
import { notBlocked } from './social.js';

/** The WHERE clause of a search (over `profiles.profiles p`) and its parameters. */
export interface SearchFilterSql {
  where: string;
  params: unknown[];
}

/** Escapes LIKE's wildcards so a typed `%` or `_` matches itself. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * The filter of a search as SQL. Each condition lines up with an index of the profiles table
 * (see the migration): sex first in every index, then date, name, birthday, country or activity.
 */
export function searchFilterSql(criteria: SearchCriteria, now: Date = new Date()): SearchFilterSql {
  const params: unknown[] = [criteria.userType];
  // A banned member is in no search (and in none of its partial indexes).
  const where = ['p.user_type = $1', 'p.banned_at IS NULL'];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (criteria.memberId !== undefined) where.push(`p.member_id = ${param(criteria.memberId)}`);
  if (criteria.namePrefix !== undefined) where.push(`lower(p.name) COLLATE "C" LIKE ${param(likePrefix(criteria.namePrefix))}`);
  if (criteria.online) where.push(`p.online_until > ${param(now)}`);
  if (criteria.webCam) where.push('p.with_web_cam');
  if (criteria.hdCam) where.push('p.with_hd_cam');
  if (criteria.bodyType !== undefined) where.push(`p.body_type = ${param(criteria.bodyType)}`);
  if (criteria.registeredSince !== undefined) where.push(`p.registered_at >= ${param(criteria.registeredSince)}`);
  if (criteria.bornOnOrBefore !== undefined) where.push(`p.birthday <= ${param(criteria.bornOnOrBefore)}::date`);
  if (criteria.bornOnOrAfter !== undefined) where.push(`p.birthday >= ${param(criteria.bornOnOrAfter)}::date`);
  if (criteria.countryId !== undefined) where.push(`p.country_id = ${param(criteria.countryId)}`);
  if (criteria.heightMin !== undefined) where.push(`p.height_cm >= ${param(criteria.heightMin)}`);
  if (criteria.heightMax !== undefined) where.push(`p.height_cm <= ${param(criteria.heightMax)}`);
  if (criteria.hairColor !== undefined) where.push(`p.hair_color = ${param(criteria.hairColor)}`);
  if (criteria.eyesColor !== undefined) where.push(`p.eyes_color = ${param(criteria.eyesColor)}`);
  if (criteria.englishLevels !== undefined) where.push(`p.english_level = ANY(${param(criteria.englishLevels)}::text[])`);
  return { where: where.join(' AND '), params };
}

/** ORDER BY of a search: always ending in the member id, so pages never overlap or skip. */
export function searchOrderSql(sort: SearchCriteria['sort']): string {
  const dir = sort.direction === 'asc' ? 'ASC' : 'DESC';
  return sort.by === 'name' ? `lower(p.name) COLLATE "C" ${dir}, p.member_id ${dir}` : `p.registered_at ${dir}, p.member_id ${dir}`;
}

/**
 * The statements of one search: its page and its count (the benchmark runs the same text raw).
 * The page is a deferred join: the inner query finds the page's member ids on the indexes alone
 * (profiles_by_date carries every filtered column), and only those 24 rows are read in full.
 */
export function searchStatements(
  criteria: SearchCriteria,
  now: Date = new Date(),
): { page: { text: string; params: unknown[] }; count: { text: string; params: unknown[] } } {
  const { where, params } = searchFilterSql(criteria, now);
  const n = params.length;
  const order = searchOrderSql(criteria.sort);
  // Blocks in either direction leave the page (an anti-join on the blocks' two indexes; nothing when the viewer has none).
  const hidden = criteria.hiddenFor === undefined ? '' : ` AND ${notBlocked(`$${n + 3}`, 'p.member_id')}`;
  return {
    page: {
      text: `SELECT ${CARD_COLUMNS} FROM (SELECT p.member_id FROM profiles.profiles p WHERE ${where}${hidden} ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}) page
        JOIN profiles.profiles p ON p.member_id = page.member_id LEFT JOIN profiles.countries c ON c.id = p.country_id ORDER BY ${order}`,
      params: [...params, criteria.limit, criteria.offset, ...(criteria.hiddenFor === undefined ? [] : [criteria.hiddenFor])],
    },
    count: { text: `SELECT count(*)::int AS n FROM profiles.profiles p WHERE ${where}`, params },
  };
}

/**
 * One page of a search and how many match in all (counted by the count strategy, SearchCounts).
 * The page's statement is short and goes to `sql.page` (the service's pipelined connections); a
 * count not in the cache can scan thousands of rows, so it goes to `sql.count` (the pool), where it
 * holds up no page queued behind it.
 */
export async function searchProfiles(
  sql: { page: Sql; count: Sql },
  criteria: SearchCriteria,
  counts: SearchCounts,
  now: Date = new Date(),
): Promise<{ rows: CardRow[]; total: number }> {
  const { page, count } = searchStatements(criteria, now);
  const [rows, total] = await Promise.all([
    sql.page.query<CardRow>(page.text, page.params),
    counts.count(criteria, async () => (await sql.count.query<{ n: number }>(count.text, count.params))[0]?.n ?? 0),
  ]);
  return { rows, total };
}
