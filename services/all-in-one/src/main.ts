import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  closeOnSignals,
  ConfigError,
  createSiteApp,
  type EventBus,
  InProcessEventBus,
  KafkaEventBus,
  logger,
  openRedis,
  type ReadinessCheck,
  type Runtime,
  startEmbeddedPostgres,
  TokenSigner,
} from '@dating/platform';
import { DEMO_STAFF_TOTP_SECRET, type DemoSignIn } from '@dating/identity';
import { AllInOneModule } from './app.module.js';
import { loadAllInOneConfig } from './config.js';
import { seedDemo } from './demo.js';
import { DEMO_STORY_MAN } from './demo-story.js';
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

  const bus: EventBus = config.KAFKA_BROKERS
    ? new KafkaEventBus({ brokers: config.KAFKA_BROKERS, clientId: 'all-in-one', namespace: config.KAFKA_NAMESPACE })
    : new InProcessEventBus();
  readiness.push({ name: `bus:${bus.transport}`, check: () => bus.healthy() });

  const redis = config.REDIS_URL ? openRedis(config.REDIS_URL) : null;
  if (redis) {
    readiness.push({ name: 'redis', check: async () => (await redis.ping()) === 'PONG' });
  }

  const port = config.PORT;
  const runtime: Runtime = {
    databaseUrl,
    deploymentName: config.DEPLOYMENT_NAME,
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
  // The process owns its shutdown (the kernel's one path): the modules close with the app, then
  // the bus, Redis and the embedded database this function opened.
  closeOnSignals(app, [() => bus.close(), () => redis?.disconnect(), () => embeddedDb?.stop()], log);
  await app.init();

  if (config.SEED_DEMO ?? embedded) {
    // The fixed dev TOTP secret of the demo staff: embedded default only, never in full mode.
    const signIns = await seedDemo(app, { staffTotpSecret: embedded ? DEMO_STAFF_TOTP_SECRET : null });
    printWelcome(runtime.publicUrl, signIns, embedded);
  }
  await app.listen(port, config.HOST);
  log.info({ url: runtime.publicUrl, embedded, bus: bus.transport, redis: !!redis }, 'listening');
}

/** The embedded default keeps a generated secret beside its data so tokens survive restarts. */
function localSecret(dataDir: string, embedded: boolean): string {
  if (!embedded) throw new ConfigError(['TOKEN_SECRET is missing: expected a signing secret of at least 32 characters (required with DATABASE_URL)']);
  const file = join(dataDir, 'token-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

function printWelcome(url: string, signIns: DemoSignIn[], embedded: boolean): void {
  const staffSecret = signIns.find((s) => s.kind === 'staff' && s.totpSecret)?.totpSecret;
  const lines = [
    '',
    `  Dating platform is running at ${url}`,
    `  Back office: ${url}/admin${embedded ? `   Captured e-mail: ${url}/dev/mail` : ''}`,
    '',
    '  Demo sign-ins:',
    ...signIns.map(
      (s) =>
        `    ${s.role.padEnd(18)} ${s.email.padEnd(30)} ${s.password}` +
        (s.kind === 'staff' ? (s.totpSecret ? `   TOTP secret ${s.totpSecret}` : '   (enrolls a TOTP app at the first sign-in)') : '') +
        (s.email === DEMO_STORY_MAN ? '   (a member with a history: letters, winks, visitors, a purchase)' : ''),
    ),
    '',
    ...(staffSecret
      ? [
          `  Staff sign in with a second factor: add the secret ${staffSecret} to an authenticator app`,
          '  (time-based, 6 digits, 30 s, SHA-1) and type its code after the password.',
          '',
        ]
      : []),
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
