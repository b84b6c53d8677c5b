import { createHash } from 'node:crypto';
import type { Sql } from './service-db.js';

interface PgPool {
  query(config: { name?: string; text: string; values?: unknown[] }): Promise<{ rows: unknown[] }>;
  /** The pool's connection settings (pg-pool keeps what it was made with). */
  options: Record<string, unknown>;
}

/** The pg pool under a ServiceDb (or a bare DataSource), when the driver has one. */
export function pgPoolOf(source: Sql): PgPool | null {
  const dataSource = (source as { dataSource?: unknown }).dataSource ?? source;
  const pool = (dataSource as { driver?: { master?: PgPool } }).driver?.master;
  return pool && typeof pool.query === 'function' ? pool : null;
}

/**
 * A hot path's SQL: straight to the database's pg pool with named (prepared) statements, so
 * PostgreSQL parses and plans them once per connection instead of on every request (and TypeORM's
 * query runner is skipped). Only for the pool itself; inside a transaction the transaction's own
 * SQL is used as it is. Not on PGlite, whose connections share one session. A statement's name is
 * derived from its text (`prefix` and a hash): prepared statements live on the pooled connection,
 * which every user of this pool shares, so one name must always mean one text. At most `max`
 * distinct texts are named (the hot ones come first); later ones run unnamed.
 */
export function preparedSql(source: Sql, prefix: string, max = 32): Sql {
  const pool = pgPoolOf(source);
  if (!pool) return source;
  const names = new Map<string, string>();
  return {
    query: async <T>(text: string, values?: unknown[]) => {
      let name = names.get(text);
      if (name === undefined && names.size < max) {
        name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
        names.set(text, name);
      }
      return (await pool.query({ name, text, values })).rows as T[];
    },
  };
}
