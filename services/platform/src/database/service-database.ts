import { DataSource, type EntitySchema, type MigrationInterface } from 'typeorm';
import { logger } from '../logging/logger.js';

export interface ServiceDatabaseOptions {
  url: string;
  /** The service's own Postgres schema; no other service reads it. */
  schema: string;
  entities?: (Function | EntitySchema)[];
  migrations: (new () => MigrationInterface)[];
  poolSize?: number;
  /** PGlite lacks extensions and runs one session; see ARCHITECTURE.md "known traps". */
  embedded?: boolean;
}

/**
 * Gives each new pg client a listener for its `error` event for its whole life. The pool listens
 * while a client is idle and TypeORM while a query runner holds it, but TypeORM starts listening
 * only once the promise of the acquired client resolves: an error in the same packet as a new
 * connection's ReadyForQuery (its backend terminated the moment it became ready, as when PostgreSQL
 * shuts down or fails over while the pool reconnects) was emitted with nobody listening, which
 * ends a Node process. The client is then not queryable: its query fails and the pool drops it.
 */
function listenForErrors(client: { on(event: 'error', listener: (err: Error) => void): unknown }): void {
  client.on('error', (err) => logger('database').warn({ err }, 'a database connection failed'));
}

/**
 * Opens a service's DataSource on its own schema and brings the schema up to date with its
 * migrations (never `synchronize`).
 */
export async function openServiceDatabase(options: ServiceDatabaseOptions): Promise<DataSource> {
  const dataSource = new DataSource({
    type: 'postgres',
    url: options.url,
    schema: options.schema,
    entities: options.entities ?? [],
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: false,
    poolSize: options.poolSize ?? 10,
    applicationName: options.schema,
    ...(options.embedded ? { uuidExtension: 'pgcrypto' as const, installExtensions: false } : {}),
    extra: { connectionTimeoutMillis: 10_000, onConnect: listenForErrors },
  });
  await dataSource.initialize();
  await dataSource.query(`CREATE SCHEMA IF NOT EXISTS "${options.schema}"`);
  const applied = await dataSource.runMigrations({ transaction: 'each' });
  if (applied.length) logger('database').info({ schema: options.schema, migrations: applied.map((m) => m.name) }, 'migrations applied');
  return dataSource;
}
