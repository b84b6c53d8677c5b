import { createHash } from 'node:crypto';
import type { Sql } from '@dating/platform';

interface PgPool {
  query(config: { name?: string; text: string; values?: unknown[] }): Promise<{ rows: unknown[] }>;
}

/** At most this many distinct statement texts get a prepared-statement name (the ledger has about 20). */
const MAX_PREPARED_STATEMENTS = 32;

/** The pg pool under a ServiceDb (or a bare DataSource), when the driver has one. */
function pgPoolOf(source: Sql): PgPool | null {
  const dataSource = (source as { dataSource?: unknown }).dataSource ?? source;
  const pool = (dataSource as { driver?: { master?: PgPool } }).driver?.master;
  return pool && typeof pool.query === 'function' ? pool : null;
}

/**
 * The ledger hot path's SQL: straight to the database's pg pool with named (prepared) statements,
 * so PostgreSQL plans the ledger's statements once per connection instead of on every charge.
 * Only for the pool itself; inside a transaction the transaction's own SQL is used as it is.
 * A statement's name is derived from its text: prepared statements live on the pooled connection,
 * which every LedgerService on this pool shares, so one name must always mean one text.
 */
export function preparedSql(source: Sql): Sql {
  const pool = pgPoolOf(source);
  if (!pool) return source;
  const names = new Map<string, string>();
  return {
    query: async <T>(text: string, values?: unknown[]) => {
      let name = names.get(text);
      if (name === undefined && names.size < MAX_PREPARED_STATEMENTS) {
        name = `ledger_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
        names.set(text, name);
      }
      return (await pool.query({ name, text, values })).rows as T[];
    },
  };
}
