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

/**
 * A body's id field as text: a number or a string as it came, anything else (a list, an object,
 * true) as '' so that no check passes it ([23] would otherwise read as "23").
 */
export function idTextOf(value: unknown): string {
  return typeof value === 'number' || typeof value === 'string' ? String(value) : '';
}
