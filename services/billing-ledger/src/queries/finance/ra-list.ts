import { SiteError } from '@dating/platform';
import type { Response } from 'express';
import type { Sql } from '../../infrastructure/ledger-store.js';
import { requireStorable } from '../../infrastructure/pg-text.js';

/**
 * ra-data-simple-rest on the server side: `sort=["field","ASC"]`, `range=[0,24]` (inclusive) and
 * `filter={...}` query parameters in, a plain JSON array out with `Content-Range:
 * <resource> <start>-<end>/<total>` (exposed to the browser). Admin API answers are not the site
 * envelope: controllers write them with express `@Res()`, so the envelope interceptor never wraps
 * them; errors still come as the envelope with the HTTP status (400, 401, 404, ...).
 *
 * Sort and filter names come from the client and index the resource's whitelists: only OWN
 * properties count (`Object.hasOwn`), so `__proto__`, `constructor` or `toString` are unknown
 * names (10002), never inherited members spliced into SQL. Text that reaches PostgreSQL (ids,
 * filter values) is refused with 10002 when it holds a NUL, which PostgreSQL cannot take.
 */

export type FilterType = 'text' | 'bool' | 'date' | 'int';

export interface FilterSpec {
  /** Output column of the resource's select. */
  column: string;
  type: FilterType;
  /** Comparison; `search` is a case-insensitive substring match over `columns`. */
  op?: '=' | '>=' | '<=' | 'search';
  columns?: string[];
}

export interface ResourceSpec<Row> {
  resource: string;
  /** A SELECT whose output columns the sort and filter names refer to; wrapped as a subquery. */
  select: string;
  sortable: Record<string, string>;
  defaultSort: [string, 'ASC' | 'DESC'];
  /** Appended to every ORDER BY so pages are stable. */
  tieBreaker: string;
  filters: Record<string, FilterSpec>;
  map(row: Record<string, unknown>): Row;
}

export interface RaQuery {
  sort: [string, 'ASC' | 'DESC'];
  start: number;
  end: number;
  filter: Record<string, unknown>;
}

export const MAX_PAGE = 1000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function parseJson(name: string, raw: unknown): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw new SiteError(10002, `${name} must be JSON`);
  try {
    return JSON.parse(raw);
  } catch {
    throw new SiteError(10026, `${name} is not valid JSON`);
  }
}

export function parseRaQuery(query: Record<string, unknown>, spec: Pick<ResourceSpec<unknown>, 'sortable' | 'defaultSort' | 'filters'>): RaQuery {
  const sort = parseJson('sort', query.sort) ?? spec.defaultSort;
  if (!Array.isArray(sort) || typeof sort[0] !== 'string' || !Object.hasOwn(spec.sortable, sort[0])) {
    throw new SiteError(10002, `sort must be ["field","ASC|DESC"] with field one of: ${Object.keys(spec.sortable).join(', ')}`);
  }
  const order = String(sort[1] ?? 'ASC').toUpperCase();
  if (order !== 'ASC' && order !== 'DESC') throw new SiteError(10002, 'sort order must be ASC or DESC');

  const range = parseJson('range', query.range) ?? [0, 24];
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isSafeInteger(n) && n >= 0) || range[1] < range[0]) {
    throw new SiteError(10002, 'range must be [start,end] with 0 <= start <= end');
  }
  const start = range[0] as number;
  const end = Math.min(range[1] as number, start + MAX_PAGE - 1);

  const filter = parseJson('filter', query.filter) ?? {};
  if (!filter || typeof filter !== 'object' || Array.isArray(filter)) throw new SiteError(10002, 'filter must be a JSON object');
  for (const key of Object.keys(filter)) {
    if (key !== 'id' && !Object.hasOwn(spec.filters, key))
      throw new SiteError(10002, `unknown filter ${key}; known: id, ${Object.keys(spec.filters).join(', ')}`);
  }
  return { sort: [sort[0], order], start, end, filter: filter as Record<string, unknown> };
}

function filterValue(name: string, type: FilterType, value: unknown): unknown {
  switch (type) {
    case 'bool':
      if (value === true || value === 'true') return true;
      if (value === false || value === 'false') return false;
      throw new SiteError(10002, `filter ${name} must be true or false`);
    case 'int':
      if (Number.isSafeInteger(Number(value)) && value !== '' && value !== null) return Number(value);
      throw new SiteError(10002, `filter ${name} must be a whole number`);
    case 'date':
      if (typeof value === 'string' && DATE.test(value) && !Number.isNaN(Date.parse(value))) return value;
      throw new SiteError(10002, `filter ${name} must be a date YYYY-MM-DD`);
    case 'text':
      if (typeof value === 'string' || typeof value === 'number') {
        requireStorable(`filter ${name}`, String(value));
        return String(value);
      }
      throw new SiteError(10002, `filter ${name} must be text`);
  }
}

/** WHERE conditions and their parameters for a parsed filter. */
export function whereOf(spec: Pick<ResourceSpec<unknown>, 'filters'>, filter: Record<string, unknown>): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const conditions: string[] = [];
  for (const [name, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    if (name === 'id' && !Object.hasOwn(spec.filters, name)) {
      // getMany: filter={"id":[...]}
      const ids = (Array.isArray(value) ? value : [value]).map(String);
      for (const id of ids) requireStorable('id', id);
      params.push(ids);
      conditions.push(`r.id::text = ANY($${params.length}::text[])`);
      continue;
    }
    if (!Object.hasOwn(spec.filters, name)) throw new SiteError(10002, `unknown filter ${name}`);
    const f = spec.filters[name]!;
    if (Array.isArray(value)) {
      params.push(value.map((v) => filterValue(name, f.type, v)));
      conditions.push(`r.${f.column} = ANY($${params.length})`);
      continue;
    }
    const v = filterValue(name, f.type, value);
    if (f.op === 'search') {
      params.push(`%${String(v).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
      conditions.push(`(${(f.columns ?? [f.column]).map((c) => `r.${c}::text ILIKE $${params.length}`).join(' OR ')})`);
      continue;
    }
    params.push(v);
    const n = params.length;
    if (f.type === 'date' && f.op === '<=')
      conditions.push(`r.${f.column} < ($${n}::date + 1)`); // the whole "to" day
    else if (f.type === 'date') conditions.push(`r.${f.column} ${f.op ?? '='} $${n}::date`);
    else conditions.push(`r.${f.column} ${f.op ?? '='} $${n}`);
  }
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

export async function runList<Row>(sql: Sql, spec: ResourceSpec<Row>, q: RaQuery): Promise<{ rows: Row[]; total: number }> {
  const { where, params } = whereOf(spec, q.filter);
  const order = `${spec.sortable[q.sort[0]]} ${q.sort[1]} NULLS LAST, ${spec.tieBreaker}`;
  const limit = q.end - q.start + 1;
  const rows = (await sql.query(
    `SELECT r.*, count(*) OVER () AS __total FROM (${spec.select}) r ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${q.start}`,
    params,
  )) as Record<string, unknown>[];
  let total: number;
  if (rows.length) total = Number(rows[0]!.__total);
  else total = ((await sql.query(`SELECT count(*)::int AS n FROM (${spec.select}) r ${where}`, params)) as { n: number }[])[0]!.n;
  return { rows: rows.map((r) => spec.map(r)), total };
}

export function sendList<Row>(res: Response, resource: string, q: RaQuery, result: { rows: Row[]; total: number }): void {
  const range = result.rows.length ? `${q.start}-${q.start + result.rows.length - 1}` : '*';
  res.setHeader('Content-Range', `${resource} ${range}/${result.total}`);
  res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
  res.status(200).json(result.rows);
}

export async function listResource<Row>(res: Response, sql: Sql, spec: ResourceSpec<Row>, query: Record<string, unknown>): Promise<void> {
  const q = parseRaQuery(query, spec);
  sendList(res, spec.resource, q, await runList(sql, spec, q));
}

export async function oneOf<Row>(sql: Sql, spec: ResourceSpec<Row>, id: string): Promise<Row> {
  requireStorable('id', id);
  const rows = (await sql.query(`SELECT r.* FROM (${spec.select}) r WHERE r.id::text = $1`, [id])) as Record<string, unknown>[];
  if (!rows[0]) throw new SiteError(10404);
  return spec.map(rows[0]);
}

export const iso = (v: unknown): string | null => (v === null || v === undefined ? null : new Date(v as string).toISOString());
export const num = (v: unknown): number => Number(v);
