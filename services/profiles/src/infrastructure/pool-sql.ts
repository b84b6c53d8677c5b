import type { ServiceDb, Sql } from '@dating/platform';

interface PgPool {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * The search's hot path straight to the pg pool under the service's ServiceDb (as billing's
 * ledger does), without TypeORM's query runner around each statement (~0.2 ms a query here). Only
 * for single statements outside a transaction; anything else goes through the ServiceDb. On a
 * driver without a pg pool (none today) it is the ServiceDb itself.
 */
export function poolSql(db: ServiceDb): Sql {
  const pool = (db.dataSource as unknown as { driver?: { master?: PgPool } } | undefined)?.driver?.master;
  if (!pool || typeof pool.query !== 'function') return db;
  return { query: async <T>(text: string, values?: unknown[]) => (await pool.query(text, values)).rows as T[] };
}
