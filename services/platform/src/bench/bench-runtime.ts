import pg from 'pg';
import { InProcessEventBus } from '../bus/in-process-bus.js';
import { TokenSigner } from '../auth/token-signer.js';
import type { Runtime } from '../runtime/runtime.js';

/**
 * A benchmark's own database, dropped and created anew on the PostgreSQL of `adminUrl` (each run
 * starts empty, and never touches the test database). Answers its URL.
 */
export async function freshBenchDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The runtime a benchmark hosts services on: its database, the in-process bus, no Redis, a fixed signing key. */
export function benchRuntime(databaseUrl: string, dataDir: string): Runtime & { bus: InProcessEventBus; tokens: TokenSigner } {
  return {
    databaseUrl,
    embedded: false,
    bus: new InProcessEventBus(),
    redis: null,
    tokens: new TokenSigner(`${'x'.repeat(32)}bench`),
    dataDir,
    publicUrl: 'http://127.0.0.1',
    devProviders: true,
  };
}
