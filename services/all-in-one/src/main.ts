import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Redis } from 'ioredis';
import {
  ConfigError,
  createSiteApp,
  type EventBus,
  InProcessEventBus,
  KafkaEventBus,
  logger,
  type ReadinessCheck,
  type Runtime,
  startEmbeddedPostgres,
  TokenSigner,
} from '@dating/platform';
import { seedBillingDemo } from '@dating/billing-ledger';
import { seedIdentityDemo } from '@dating/identity';
import { AllInOneModule } from './app.module.js';
import { loadAllInOneConfig } from './config.js';
import { adminSite, memberSite } from './static-pages.module.js';

const log = logger('all-in-one');

async function main(): Promise<void> {
  let config;
  try {
    config = loadAllInOneConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const dataDir = resolve(config.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const embedded = !config.DATABASE_URL;
  const readiness: ReadinessCheck[] = [];

  const embeddedDb = embedded ? await startEmbeddedPostgres({ dataDir: join(dataDir, 'pglite'), passwordFile: join(dataDir, 'pglite-password') }) : null;
  const databaseUrl = config.DATABASE_URL ?? embeddedDb!.url;

  const bus: EventBus = config.KAFKA_BROKERS ? new KafkaEventBus({ brokers: config.KAFKA_BROKERS, clientId: 'all-in-one' }) : new InProcessEventBus();
  readiness.push({ name: `bus:${bus.transport}`, check: () => bus.healthy() });

  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 }) : null;
  if (redis) {
    redis.on('error', (err) => log.warn({ err }, 'redis error'));
    readiness.push({ name: 'redis', check: async () => (await redis.ping()) === 'PONG' });
  }

  const port = config.PORT;
  const runtime: Runtime = {
    databaseUrl,
    embedded,
    bus,
    redis,
    tokens: new TokenSigner(config.TOKEN_SECRET ?? localSecret(dataDir, embedded)),
    dataDir,
    publicUrl: (config.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    devProviders: config.DEV_PROVIDERS ?? embedded,
  };

  const app = await createSiteApp(AllInOneModule.register(runtime, readiness), {
    trustProxy: config.TRUST_PROXY,
    beforeRoutes: (a) => {
      a.use('/admin', ...adminSite());
      a.use(...memberSite());
    },
  });
  app.enableShutdownHooks();
  await app.init();

  if (config.SEED_DEMO ?? embedded) {
    const signIns = await seedIdentityDemo(app);
    await seedBillingDemo(
      app,
      signIns.filter((s) => s.role === 'man').map((s) => String(s.id)),
    );
    printWelcome(runtime.publicUrl, signIns, embedded);
  }
  await app.listen(port, config.HOST);
  log.info({ url: runtime.publicUrl, embedded, bus: bus.transport, redis: !!redis }, 'listening');

  const shutdown = async () => {
    await app.close();
    await bus.close();
    redis?.disconnect();
    await embeddedDb?.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

/** The embedded default keeps a generated secret beside its data so tokens survive restarts. */
function localSecret(dataDir: string, embedded: boolean): string {
  if (!embedded) throw new ConfigError(['TOKEN_SECRET is missing: expected a signing secret of at least 32 characters (required with DATABASE_URL)']);
  const file = join(dataDir, 'token-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

function printWelcome(url: string, signIns: { role: string; email: string; password: string }[], embedded: boolean): void {
  const lines = [
    '',
    `  Dating platform is running at ${url}`,
    `  Back office: ${url}/admin${embedded ? `   Captured e-mail: ${url}/dev/mail` : ''}`,
    '',
    '  Demo sign-ins:',
    ...signIns.map((s) => `    ${s.role.padEnd(18)} ${s.email.padEnd(30)} ${s.password}`),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
  log.fatal({ err }, 'failed to start');
  process.exit(1);
});
