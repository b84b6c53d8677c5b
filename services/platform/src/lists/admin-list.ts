import { type ArgumentsHost, Catch, type ExceptionFilter, UseFilters } from '@nestjs/common';
import type { Response } from 'express';
import { adminErrorBody } from '../api/admin-error.js';
import { toSiteError } from '../api/site-exception.filter.js';
import type { Sql } from '../database/service-db.js';
import { defineSiteCodes, DomainError } from '../errors/domain-error.js';

/**
 * Back-office lists as react-admin's `ra-data-simple-rest` asks for them: `sort=["field","ASC"]`,
 * `range=[0,24]` (inclusive) and `filter={...}` query parameters in; a plain JSON array out with
 * `Content-Range: <resource> <start>-<end>/<total>` (exposed to the browser). getMany is
 * `filter={"id":[...]}`. A page holds at most ADMIN_LIST_MAX_PAGE records.
 *
 * Sort and filter names come from the client and index the resource's whitelists: only OWN
 * properties count (`Object.hasOwn`), so `__proto__`, `constructor` or `toString` are unknown
 * names (10002), never inherited members spliced into SQL. Every filter value is checked and
 * converted when the request is parsed, so reading a page never refuses input; text that reaches
 * PostgreSQL must not hold a NUL or an unpaired surrogate (10002).
 */

export const ADMIN_LIST_CODES = defineSiteCodes({
  'ADMIN_LIST.INVALID_PARAMETER': 10002,
  'ADMIN_LIST.INVALID_JSON': 10026,
});

export type AdminFilterType = 'text' | 'bool' | 'date' | 'int';

export interface AdminFilter {
  /** Output column of the resource's select. */
  column: string;
  type: AdminFilterType;
  /** Comparison; `search` is a case-insensitive substring match over `columns`. */
  op?: '=' | '>=' | '<=' | 'search';
  columns?: string[];
}

export interface AdminResource<Row> {
  /** The resource's name in its route and in `Content-Range`. */
  resource: string;
  /** A SELECT whose output columns the sort and filter names refer to (as `r.<column>`); wrapped as a subquery. */
  select: string;
  sortable: Record<string, string>;
  defaultSort: [string, 'ASC' | 'DESC'];
  /** Appended to every ORDER BY so pages are stable. */
  tieBreaker: string;
  filters: Record<string, AdminFilter>;
  map(row: Record<string, unknown>): Row;
}

/** A parsed, checked list request; filter values are already converted to their types. */
export interface AdminListQuery {
  sort: [string, 'ASC' | 'DESC'];
  start: number;
  end: number;
  filter: Record<string, unknown>;
}

export interface AdminListPage<Row> {
  rows: Row[];
  total: number;
  start: number;
}

export const ADMIN_LIST_MAX_PAGE = 1000;
const DEFAULT_RANGE = [0, 24];
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const invalid = (message: string, details?: unknown) => new DomainError('ADMIN_LIST.INVALID_PARAMETER', message, details);

/** Refuses text PostgreSQL would refuse (a 500 deep inside a query otherwise). */
export function requireStorableText(field: string, value: string): string {
  const problem = value.includes('\u0000') ? 'NUL character' : LONE_SURROGATE.test(value) ? 'unpaired surrogate' : null;
  if (problem) throw invalid(`${field} contains a character that is not allowed (${problem})`, { [field]: [`${field} contains a ${problem}`] });
  return value;
}

function parseJson(name: string, raw: unknown): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw invalid(`${name} must be JSON`);
  try {
    return JSON.parse(raw);
  } catch {
    throw new DomainError('ADMIN_LIST.INVALID_JSON', `${name} is not valid JSON`);
  }
}

/** Checks and converts the list request's query parameters against the resource's whitelists. */
export function parseAdminListQuery(
  query: Record<string, unknown>,
  spec: Pick<AdminResource<unknown>, 'sortable' | 'defaultSort' | 'filters'>,
): AdminListQuery {
  const sort = parseJson('sort', query.sort) ?? spec.defaultSort;
  if (!Array.isArray(sort) || typeof sort[0] !== 'string' || !Object.hasOwn(spec.sortable, sort[0])) {
    throw invalid(`sort must be ["field","ASC|DESC"] with field one of: ${Object.keys(spec.sortable).join(', ')}`);
  }
  const order = String(sort[1] ?? 'ASC').toUpperCase();
  if (order !== 'ASC' && order !== 'DESC') throw invalid('sort order must be ASC or DESC');

  const range = parseJson('range', query.range) ?? DEFAULT_RANGE;
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isSafeInteger(n) && n >= 0) || range[1] < range[0]) {
    throw invalid('range must be [start,end] with 0 <= start <= end');
  }
  const start = range[0] as number;
  const end = Math.min(range[1] as number, start + ADMIN_LIST_MAX_PAGE - 1);

  const filter = parseJson('filter', query.filter) ?? {};
  if (!filter || typeof filter !== 'object' || Array.isArray(filter)) throw invalid('filter must be a JSON object');
  for (const key of Object.keys(filter)) {
    if (key !== 'id' && !Object.hasOwn(spec.filters, key)) throw invalid(`unknown filter ${key}; known: id, ${Object.keys(spec.filters).join(', ')}`);
  }
  return { sort: [sort[0], order], start, end, filter: convertFilter(spec.filters, filter as Record<string, unknown>) };
}

function convertFilter(filters: Record<string, AdminFilter>, raw: Record<string, unknown>): Record<string, unknown> {
  const converted: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined || value === null || value === '') continue;
    if (name === 'id' && !Object.hasOwn(filters, name)) {
      converted.id = (Array.isArray(value) ? value : [value]).map((id) => requireStorableText('id', String(id)));
      continue;
    }
    const f = filters[name]!;
    // A search is one text (a list would be compared whole, silently matching nothing).
    if (Array.isArray(value) && f.op === 'search') throw invalid(`filter ${name} must be text`);
    converted[name] = Array.isArray(value) ? value.map((v) => filterValue(name, f.type, v)) : filterValue(name, f.type, value);
  }
  return converted;
}

function filterValue(name: string, type: AdminFilterType, value: unknown): unknown {
  switch (type) {
    case 'bool':
      if (value === true || value === 'true') return true;
      if (value === false || value === 'false') return false;
      throw invalid(`filter ${name} must be true or false`);
    case 'int':
      if (Number.isSafeInteger(Number(value)) && value !== '' && value !== null) return Number(value);
      throw invalid(`filter ${name} must be a whole number`);
    case 'date':
      if (typeof value === 'string' && DATE.test(value) && !Number.isNaN(Date.parse(value))) return value;
      throw invalid(`filter ${name} must be a date YYYY-MM-DD`);
    case 'text':
      if (typeof value === 'string' || typeof value === 'number') return requireStorableText(`filter ${name}`, String(value));
      throw invalid(`filter ${name} must be text`);
  }
}

/** WHERE conditions (over the subquery `r`) and their parameters for a parsed filter. */
export function adminWhere(spec: Pick<AdminResource<unknown>, 'filters'>, filter: Record<string, unknown>): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const conditions: string[] = [];
  for (const [name, value] of Object.entries(filter)) {
    if (name === 'id' && !Object.hasOwn(spec.filters, name)) {
      params.push(value);
      conditions.push(`r.id::text = ANY($${params.length}::text[])`);
      continue;
    }
    const f = spec.filters[name]!;
    const search = f.op === 'search' && !Array.isArray(value);
    params.push(search ? `%${String(value).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : value);
    const n = params.length;
    if (Array.isArray(value)) conditions.push(`r.${f.column} = ANY($${n})`);
    else if (search) conditions.push(`(${(f.columns ?? [f.column]).map((c) => `r.${c}::text ILIKE $${n}`).join(' OR ')})`);
    else if (f.type === 'date' && f.op === '<=')
      conditions.push(`r.${f.column} < ($${n}::date + 1)`); // the whole "to" day
    else if (f.type === 'date') conditions.push(`r.${f.column} ${f.op ?? '='} $${n}::date`);
    else conditions.push(`r.${f.column} ${f.op ?? '='} $${n}`);
  }
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/**
 * The SQL of a list request, filtered and sorted as its page would be, without the range: every
 * matching record, for a caller that reads them in batches (a cursor, e.g. a CSV export) rather
 * than a page.
 */
export function adminListSql(spec: AdminResource<unknown>, q: Pick<AdminListQuery, 'sort' | 'filter'>): { text: string; params: unknown[] } {
  const { where, params } = adminWhere(spec, q.filter);
  return { text: `SELECT r.* FROM (${spec.select}) r ${where} ORDER BY ${adminOrderBy(spec, q.sort)}`, params };
}

function adminOrderBy(spec: Pick<AdminResource<unknown>, 'sortable' | 'tieBreaker'>, sort: AdminListQuery['sort']): string {
  return `${spec.sortable[sort[0]]} ${sort[1]} NULLS LAST, ${spec.tieBreaker}`;
}

/** One page of the resource and the total the filter matches. */
export async function readAdminList<Row>(sql: Sql, spec: AdminResource<Row>, q: AdminListQuery): Promise<AdminListPage<Row>> {
  const { where, params } = adminWhere(spec, q.filter);
  const limit = q.end - q.start + 1;
  const rows = await sql.query(
    `SELECT r.*, count(*) OVER () AS __total FROM (${spec.select}) r ${where} ORDER BY ${adminOrderBy(spec, q.sort)} LIMIT ${limit} OFFSET ${q.start}`,
    params,
  );
  const total = rows.length
    ? Number(rows[0]!.__total)
    : (await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${spec.select}) r ${where}`, params))[0]!.n;
  return { rows: rows.map((r) => spec.map(r)), total, start: q.start };
}

/** One record by id (getOne), or null. */
export async function readAdminRecord<Row>(sql: Sql, spec: AdminResource<Row>, id: string): Promise<Row | null> {
  const rows = await sql.query(`SELECT r.* FROM (${spec.select}) r WHERE r.id::text = $1`, [requireStorableText('id', id)]);
  return rows[0] ? spec.map(rows[0]) : null;
}

/** Writes a page as ra-data-simple-rest reads it: the array, and its place in `Content-Range`. */
export function sendAdminList(res: Response, resource: string, page: AdminListPage<unknown>): void {
  const range = page.rows.length ? `${page.start}-${page.start + page.rows.length - 1}` : '*';
  res.setHeader('Content-Range', `${resource} ${range}/${page.total}`);
  res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
  res.status(200).json(page.rows);
}

/**
 * Errors of the admin API in the shape react-admin's `HttpError` reads: the HTTP status and a JSON
 * body `{ message, code, status }` (plus the envelope's `desc` and `error`, and `errors` per field
 * for a validation error).
 */
@Catch()
export class AdminApiExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) return;
    const error = toSiteError(exception);
    res.status(error.httpStatus).json(adminErrorBody(error));
  }
}

/** On an admin API controller: answers its errors as AdminApiExceptionFilter does. */
export const AdminApiErrors = (): ClassDecorator & MethodDecorator => UseFilters(AdminApiExceptionFilter);
