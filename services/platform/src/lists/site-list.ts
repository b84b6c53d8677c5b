import { type EnvelopeResult, list } from '../api/envelope.js';
import type { Sql } from '../database/service-db.js';
import { WholeNumber } from '../validation/decorators.js';

/**
 * Paged Site API lists: `limit` and `offset` in the request (checked by the DTO with PageLimit and
 * PageOffset, defaulted by sitePage), the page as `result` with `count` (its length) and
 * `total_count` (all that match) beside it in the envelope.
 */

export const SITE_LIST_MAX_LIMIT = 100;
export const SITE_LIST_MAX_OFFSET = 1_000_000;

/** DTO rule for `limit`: 1 to SITE_LIST_MAX_LIMIT (10002 otherwise). */
export const PageLimit = (): PropertyDecorator => WholeNumber('limit', { min: 1, max: SITE_LIST_MAX_LIMIT });

/** DTO rule for `offset`: 0 to SITE_LIST_MAX_OFFSET (10002 otherwise). */
export const PageOffset = (): PropertyDecorator => WholeNumber('offset', { min: 0, max: SITE_LIST_MAX_OFFSET });

export interface SitePage {
  limit: number;
  offset: number;
}

/** The page a request asks for: the list's default size when it names none, always within bounds. */
export function sitePage(request: { limit?: number | null; offset?: number | null }, defaultLimit: number): SitePage {
  const bounded = (value: number | null | undefined, fallback: number, min: number, max: number) =>
    Number.isSafeInteger(value) ? Math.min(Math.max(value!, min), max) : fallback;
  return {
    limit: bounded(request.limit, defaultLimit, 1, SITE_LIST_MAX_LIMIT),
    offset: bounded(request.offset, 0, 0, SITE_LIST_MAX_OFFSET),
  };
}

export interface SiteListSelect {
  /** A SELECT of the list's rows, wrapped as the subquery `r`; ORDER BY refers to its columns as `r.<column>`. */
  text: string;
  params: unknown[];
  /** Must end in a unique column so pages are stable. */
  orderBy: string;
}

/** One page of rows and how many match in all (counted again only when the page is empty). */
export async function readSitePage<Row extends object>(sql: Sql, select: SiteListSelect, page: SitePage): Promise<{ rows: Row[]; total: number }> {
  const n = select.params.length;
  const rows = await sql.query<Row & { __total: string }>(
    `SELECT r.*, count(*) OVER () AS __total FROM (${select.text}) r ORDER BY ${select.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...select.params, page.limit, page.offset],
  );
  const total = rows.length
    ? Number(rows[0]!.__total)
    : (await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${select.text}) r`, select.params))[0]!.n;
  return { rows, total };
}

/** The envelope of a paged list: `result`, `count` and `total_count`. */
export function sitePageResult<T>(items: T[], total: number): EnvelopeResult<T[]> {
  return list(items, total);
}
