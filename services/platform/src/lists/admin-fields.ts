import type { AdminFilter, AdminFilterType } from './admin-list.js';

/**
 * The parts of a back-office resource (AdminResource) that most resources spell the same way:
 * converters from a column as node-postgres returns it (timestamps as Date, bigint and numeric as
 * text) to a field of the admin API's JSON, a `map` declared field by field over same-named
 * columns, and the usual sorts and filters over the select's output columns.
 */

/** A row of a resource's select. */
export type AdminRow = Record<string, unknown>;

/** How one field of a record is read: from `value`, the row's column of the field's name (or from the whole row). */
export type AdminField<T> = (value: unknown, row: AdminRow) => T;

/** A timestamp as ISO 8601 UTC text (a NOT NULL column: null would read as 1970). */
export const iso = (value: unknown): string => new Date(value as string).toISOString();

/** A timestamp as ISO 8601 UTC text; null (or an absent column) stays null. */
export const isoOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : iso(value));

/** A number; bigint and numeric columns come as text. */
export const num = (value: unknown): number => Number(value);

/** A number; null (or an absent column) stays null. */
export const numOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : num(value));

/** Text (an id of any column type included). */
export const text = (value: unknown): string => String(value);

/** Text; null (or an absent column) stays null. */
export const textOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : text(value));

/** The column as node-postgres gives it (text, boolean, JSON). */
export const asIs = <T = unknown>(value: unknown): T => value as T;

/** The column, null when the row has none (an optional column, or one of an outer join). */
export const orNull = <T = unknown>(value: unknown): T | null => (value ?? null) as T | null;

/** The column, '' when the row has none (a name from an outer join). */
export const orEmpty = (value: unknown): unknown => value ?? '';

/** true only for true (a nullable boolean reads as false). */
export const isTrue = (value: unknown): boolean => value === true;

/**
 * A resource's `map` from its fields, in the record's order: each field is the row's column of the
 * same name through its converter, e.g. `fromColumns({ id: num, name: asIs, created_at: isoOrNull })`;
 * a field from other columns reads the row, e.g. `total: (_, row) => num(row.a) + num(row.b)`.
 */
export function fromColumns<Row>(fields: { [K in keyof Row]: AdminField<Row[K]> }): (row: AdminRow) => Row {
  const entries = Object.entries(fields) as [string, AdminField<unknown>][];
  return (row) => Object.fromEntries(entries.map(([name, field]) => [name, field(row[name], row)])) as Row;
}

/**
 * Sorts by output columns under their own names: `{ name: 'r.name', ... }`. A sort under another
 * name is spread in between (`{ ...sortableColumns('a'), price: 'r.price_usd_cents', ...sortableColumns('b') }`):
 * the order is the one a refused sort lists the names in.
 */
export function sortableColumns(...columns: string[]): Record<string, string> {
  return Object.fromEntries(columns.map((column) => [column, `r.${column}`]));
}

/** Exact-match filters on output columns under their own names: `{ status: { column: 'status', type: 'text' }, ... }`. */
export function columnFilters(types: Record<string, AdminFilterType>): Record<string, AdminFilter> {
  return Object.fromEntries(Object.entries(types).map(([column, type]) => [column, { column, type }]));
}

/** The date range of a list, both days included: `from` (>=) and `to` (<=) on a timestamp or date column. */
export function dateRangeFilters(column: string, names: [from: string, to: string] = ['from', 'to']): Record<string, AdminFilter> {
  return { [names[0]]: { column, type: 'date', op: '>=' }, [names[1]]: { column, type: 'date', op: '<=' } };
}
