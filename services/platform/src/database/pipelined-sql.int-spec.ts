import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-env.js';
import { PipelinedSql } from './pipelined-sql.js';

describe('PipelinedSql on PostgreSQL', () => {
  let database: { url: string; drop(): Promise<void> };
  let sql: PipelinedSql;
  let admin: pg.Client;
  const backends = async () =>
    (
      await admin.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'pipelined-test'`)
    ).rows.map((r) => r.pid);

  beforeAll(async () => {
    database = await createTestDatabase('pipelined');
    sql = new PipelinedSql({ connectionString: database.url, application_name: 'pipelined-test' }, 2);
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
  });
  afterAll(async () => {
    await sql?.close();
    await admin?.end();
    await database?.drop();
  });

  it('answers each of many statements sent at once with its own rows, over two connections', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => sql.query<{ n: number; square: number }>(`SELECT $1::int AS n, $1::int * $1::int AS square`, [i])),
    );

    expect(answers.map(([row]) => row)).toEqual(Array.from({ length: 200 }, (_, i) => ({ n: i, square: i * i })));
    expect(await backends()).toHaveLength(2);
  });

  it('fails a bad statement alone: those sent beside it on its connection are answered', async () => {
    const answers = await Promise.allSettled([
      sql.query(`SELECT 1 AS one`),
      sql.query(`SELECT 1 / $1::int AS boom`, [0]),
      sql.query(`SELECT 2 AS two`),
      sql.query(`SELECT * FROM no_such_table`),
      sql.query(`SELECT 3 AS three`),
    ]);

    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected', 'fulfilled']);
    expect(answers[1]).toMatchObject({ reason: { code: '22012' } });
    expect(answers[4]).toMatchObject({ value: [{ three: 3 }] });
  });

  it('replaces a connection whose backend was terminated, and answers again', async () => {
    const before = await backends();
    await admin.query(`SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) pid`, [before]);

    // The statements that meet a dead connection fail; the ones after them get a new one.
    let answered: { ok: number }[] = [];
    for (let attempt = 0; attempt < 10 && answered.length === 0; attempt++) {
      answered = await sql.query<{ ok: number }>(`SELECT 1 AS ok`).catch(() => []);
    }

    expect(answered).toEqual([{ ok: 1 }]);
    expect((await Promise.all([1, 2, 3, 4].map((n) => sql.query<{ n: number }>(`SELECT $1::int AS n`, [n])))).flat()).toEqual([
      { n: 1 },
      { n: 2 },
      { n: 3 },
      { n: 4 },
    ]);
    expect((await backends()).filter((pid) => before.includes(pid))).toEqual([]);
  });

  it('refuses statements once closed, and leaves no connection behind', async () => {
    const closing = new PipelinedSql({ connectionString: database.url, application_name: 'pipelined-test-2' }, 2);
    await closing.query(`SELECT 1`);
    await closing.close();

    await expect(closing.query(`SELECT 1`)).rejects.toThrow(/closed/);
    const left = await admin.query(`SELECT 1 FROM pg_stat_activity WHERE application_name = 'pipelined-test-2'`);
    expect(left.rows).toEqual([]);
  });
});
