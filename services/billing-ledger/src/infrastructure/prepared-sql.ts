import { createHash } from 'node:crypto';

/** Anything that runs SQL: the DataSource, or a transaction's EntityManager (PGlite needs that). */
export interface Sql {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

interface PgPool {
  query(config: { name?: string; text: string; values?: unknown[] }): Promise<{ rows: unknown[] }>;
}

/** At most this many distinct statement texts get a prepared-statement name (the ledger has about 20). */
const MAX_PREPARED_STATEMENTS = 32;

/**
 * The hot path's SQL: straight to the DataSource's pg pool with named (prepared) statements, so
 * PostgreSQL plans the ledger's statements once per connection instead of on every charge.
 * Only for the DataSource itself; inside a transaction the EntityManager is used as it is.
 * A statement's name is derived from its text: prepared statements live on the pooled connection,
 * which every LedgerService on this DataSource shares, so one name must always mean one text.
 */
export function preparedSql(dataSource: { driver: unknown; query: Sql['query'] }): Sql {
  const pool = (dataSource.driver as { master?: PgPool }).master;
  if (!pool || typeof pool.query !== 'function') return dataSource;
  const names = new Map<string, string>();
  return {
    query: async (text: string, values?: unknown[]) => {
      let name = names.get(text);
      if (name === undefined && names.size < MAX_PREPARED_STATEMENTS) {
        name = `ledger_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
        names.set(text, name);
      }
      return (await pool.query({ name, text, values })).rows;
    },
  };
}
