import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * PGlite served over the Postgres wire protocol, so the same TypeORM/pg code runs on it as on
 * PostgreSQL. `dataDir` keeps the data across restarts; "memory://" keeps nothing.
 */
export async function startEmbeddedPostgres(options: { dataDir: string; port?: number; maxConnections?: number }): Promise<EmbeddedPostgres> {
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const db = await PGlite.create(options.dataDir);
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: options.port ?? 0, maxConnections: options.maxConnections ?? 64 });
  let port = 0;
  server.addEventListener('listening', (e) => {
    port = (e as CustomEvent<{ port: number }>).detail.port;
  });
  await server.start();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
}
