import 'reflect-metadata';
import { resolve } from 'node:path';
import { Redis } from 'ioredis';
import {
  ConfigError,
  createSiteApp,
  type EnvSchema,
  GRPC_CALLERS_ENV,
  KafkaEventBus,
  loadConfig,
  logger,
  type ReadinessCheck,
  type Runtime,
  serviceCallersFromEnv,
  TokenSigner,
} from '@dating/platform';
import { IDENTITY_SERVICE_NAME } from './contracts/session-service.js';
import { IdentitySplitModule, SessionGrpcEndpoint } from './split-mode.js';

/**
 * identity on its own (split mode): the Site API routes over HTTP on PORT and the
 * `identity.v1.SessionService` port over gRPC on GRPC_PORT, which every other service's token
 * verifier asks whether a session is still open. Callers authenticate with service tokens
 * (GRPC_CALLERS holds their public keys).
 */
const ENV = {
  DATABASE_URL: { kind: 'url', expects: 'a postgres:// URL', required: true },
  KAFKA_BROKERS: { kind: 'list', expects: 'comma-separated host:port list of the Kafka brokers', required: true },
  TOKEN_SECRET: { kind: 'secret', expects: 'the token signing secret, at least 32 characters', required: true },
  REDIS_URL: { kind: 'url', expects: 'a redis:// URL of the session cache; unset asks the database every time' },
  HOST: { kind: 'string', expects: 'the interface HTTP listens on', default: '127.0.0.1' },
  GRPC_HOST: { kind: 'string', expects: 'the interface gRPC listens on (a private one)', default: '127.0.0.1' },
  PORT: { kind: 'port', expects: 'the HTTP port, 0-65535', default: '3000' },
  GRPC_PORT: { kind: 'port', expects: 'the gRPC port of the session port, 0-65535', default: '50052' },
  ...GRPC_CALLERS_ENV,
  PUBLIC_URL: { kind: 'url', expects: 'the URL members reach the site at, e.g. https://example.com' },
  DATA_DIR: { kind: 'string', expects: 'a folder for local data', default: '.data' },
  DEV_PROVIDERS: { kind: 'bool', expects: 'true or false: dev captcha and captured mail', default: 'false' },
  TRUST_PROXY: { kind: 'string', expects: "the proxies whose X-Forwarded-For is believed, in express's form", default: 'loopback' },
} as const satisfies EnvSchema;

const log = logger('identity');

async function main(): Promise<void> {
  const config = loadConfig(ENV);
  const callers = serviceCallersFromEnv(IDENTITY_SERVICE_NAME, config);
  const bus = new KafkaEventBus({ brokers: config.KAFKA_BROKERS, clientId: 'identity' });
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : null;
  redis?.on('error', (err) => log.warn({ err }, 'redis error'));
  const readiness: ReadinessCheck[] = [{ name: `bus:${bus.transport}`, check: () => bus.healthy() }];
  if (redis) readiness.push({ name: 'redis', check: async () => (await redis.ping()) === 'PONG' });

  const runtime: Runtime = {
    databaseUrl: config.DATABASE_URL,
    embedded: false,
    bus,
    redis,
    tokens: new TokenSigner(config.TOKEN_SECRET),
    dataDir: resolve(config.DATA_DIR),
    publicUrl: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
    devProviders: config.DEV_PROVIDERS,
  };

  const app = await createSiteApp(IdentitySplitModule.register(runtime, readiness, { host: config.GRPC_HOST, port: config.GRPC_PORT, callers }), {
    trustProxy: config.TRUST_PROXY,
  });
  await app.init();
  await app.listen(config.PORT, config.HOST);
  const grpcPort = app.get(SessionGrpcEndpoint).server?.port;
  log.info(
    { http: `${config.HOST}:${config.PORT}`, grpc: `${config.GRPC_HOST}:${grpcPort}`, callers: callers.knownCallers, redis: !!redis },
    'identity listening',
  );
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) process.stderr.write(`${err.message}\n`);
  else log.fatal({ err }, 'failed to start');
  process.exit(1);
});
