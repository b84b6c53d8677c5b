import { randomBytes } from 'node:crypto';

/** The real services of the development and CI machines; override with environment variables. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const TEST_KAFKA_BROKERS = (process.env.TEST_KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15';

/** A fresh name so parallel and repeated runs never share a schema, topic or group. */
export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
}

/**
 * A fresh database on the machine's PostgreSQL for one test file, so service schemas with fixed
 * names (identity, billing) never collide between files or runs. `drop` removes it.
 */
export async function createTestDatabase(prefix = 'it'): Promise<{ url: string; drop(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = uniqueName(prefix).toLowerCase();
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}
