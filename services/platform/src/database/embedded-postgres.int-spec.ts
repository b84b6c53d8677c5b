import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

  it('refuses a connection without the password of this start, and one with a wrong password', async () => {
    const url = new URL(server.url);
    for (const password of ['', 'postgres', 'x'.repeat(43)]) {
      url.password = password;
      const c = new pg.Client({ connectionString: url.toString() });
      c.on('error', () => undefined);
      await expect(c.connect()).rejects.toThrow(/password/);
      await c.end().catch(() => undefined);
    }
    url.username = 'intruder';
    url.password = 'x';
    const intruder = new pg.Client({ connectionString: url.toString() });
    intruder.on('error', () => undefined);
    await expect(intruder.connect()).rejects.toThrow(/password authentication failed/);
    await intruder.end().catch(() => undefined);
    // The refused attempts left the database usable.
    expect((await pool.query('SELECT 1 AS ok')).rows[0].ok).toBe(1);
  });

  it('drops a raw client that sends garbage instead of a startup message', async () => {
    const { connect } = await import('node:net');
    const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
    const closed = new Promise<string>((resolve) => {
      let answer = '';
      socket.on('data', (d) => (answer += d.toString('latin1')));
      socket.on('close', () => resolve(answer));
    });
    socket.write(Buffer.from('GET / HTTP/1.1\r\nHost: x\r\n\r\n'));
    expect(await closed).toMatch(/^E/);
  });

  it('writes the password of this start only to an owner-only file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pglite-secret-'));
    const file = join(dir, 'pglite-password');
    const other = await startEmbeddedPostgres({ dataDir: 'memory://', passwordFile: file });
    try {
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readFileSync(file, 'utf8').trim()).toBe(decodeURIComponent(new URL(other.url).password));
      expect(new URL(other.url).password).not.toBe(new URL(server.url).password);
    } finally {
      await other.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
