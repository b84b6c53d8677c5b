/**
 * A record id as text: the digits of a PostgreSQL bigint (at most 18, so any such value fits).
 * Member, letter, photo and back-office record ids arrive as text from events, paths and bodies;
 * anything else matches no record, and is answered "not found" before a query would fail on it.
 * (A string stays a string either way; only an unknown value is narrowed.)
 */
export function isRecordId(value: string): boolean;
export function isRecordId(value: unknown): value is string;
export function isRecordId(value: unknown): boolean {
  return typeof value === 'string' && /^\d{1,18}$/.test(value);
}
