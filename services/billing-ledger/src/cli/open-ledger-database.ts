import { join, resolve } from 'node:path';
import { openServiceDatabase, startEmbeddedPostgres } from '@dating/platform';
import type { DataSource } from 'typeorm';
import { BILLING_MIGRATIONS } from '../infrastructure/billing-migrations.js';
import { BILLING_SCHEMA } from '../infrastructure/billing-schema.js';

/**
 * The ledger database for command-line tools: DATABASE_URL when set, else the embedded
 * default's PGlite folder under DATA_DIR (the app must be stopped: PGlite has one owner).
 */
export async function openLedgerDatabase(poolSize = 4): Promise<{ dataSource: DataSource; where: string; close(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const dataSource = await openServiceDatabase({ url, schema: BILLING_SCHEMA, migrations: BILLING_MIGRATIONS, poolSize });
    return { dataSource, where: redact(url), close: () => dataSource.destroy() };
  }
  const dataDir = join(resolve(process.env.DATA_DIR ?? '.data'), 'pglite');
  const embedded = await startEmbeddedPostgres({ dataDir });
  const dataSource = await openServiceDatabase({ url: embedded.url, schema: BILLING_SCHEMA, migrations: BILLING_MIGRATIONS, poolSize: 1, embedded: true });
  return {
    dataSource,
    where: `embedded database in ${dataDir}`,
    close: async () => {
      await dataSource.destroy();
      await embedded.stop();
    },
  };
}

function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}
