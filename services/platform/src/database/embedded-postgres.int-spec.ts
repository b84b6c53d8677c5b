import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres.js';

describe('embedded PostgreSQL (PGlite over the wire protocol)', () => {
  let server: EmbeddedPostgres;
  let pool: pg.Pool;

  beforeAll(async () => {
    server = await startEmbeddedPostgres({ dataDir: 'memory://' });
    pool = new pg.Pool({ connectionString: server.url, max: 8 });
    await pool.query('CREATE TABLE t (id int PRIMARY KEY, v text)');
  });

  afterAll(async () => {
    await pool?.end();
    await server?.stop();
  });

  it('keeps parameterised queries of many connections apart', async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const r = await pool.query('SELECT $1::int * 2 AS doubled, $2::text AS label', [i, `n${i}`]);
        return r.rows[0];
      }),
    );
    results.forEach((row, i) => expect(row).toEqual({ doubled: i * 2, label: `n${i}` }));
  });

  it('keeps a transaction on its own connection while others wait', async () => {
    const a = await pool.connect();
    await a.query('BEGIN');
    await a.query('INSERT INTO t VALUES (1, $1)', ['in-tx']);
    const outside = pool.query('SELECT count(*)::int AS n FROM t');
    await a.query('INSERT INTO t VALUES (2, $1)', ['in-tx']);
    await a.query('COMMIT');
    a.release();
    expect((await outside).rows[0].n).toBe(2);
  });

  it('rolls back the transaction of a connection that goes away', async () => {
    const c = new pg.Client({ connectionString: server.url });
    await c.connect();
    await c.query('BEGIN');
    await c.query('INSERT INTO t VALUES (3, $1)', ['lost']);
    await c.end();
    const r = await pool.query('SELECT count(*)::int AS n FROM t WHERE id = 3');
    expect(r.rows[0].n).toBe(0);
  });
});
