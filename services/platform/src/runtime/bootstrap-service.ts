import { resolve } from 'node:path';
import type { DynamicModule } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createSiteApp } from '../api/site-app.js';
import { TokenSigner } from '../auth/token-signer.js';
import { KafkaEventBus } from '../bus/kafka-bus.js';
import { type ConfigOf, ConfigError, type EnvSchema, loadConfig } from '../config/env.js';
import type { ReadinessCheck } from '../health/health.controller.js';
import { logger } from '../logging/logger.js';
import { openRedis } from './redis.js';
import type { Runtime } from './runtime.js';
import { closeOnSignals } from './shutdown.js';

/** What every service needs to run on its own (split mode); a service adds its own variables. */
export const SPLIT_MODE_ENV = {
  DATABASE_URL: { kind: 'url', expects: 'a postgres:// URL', required: true },
  KAFKA_BROKERS: { kind: 'list', expects: 'comma-separated host:port list of the Kafka brokers', required: true },
  KAFKA_NAMESPACE: { kind: 'string', expects: "a prefix for this deployment's topics and consumer groups (letters, digits, - and _), e.g. staging" },
  TOKEN_SECRET: { kind: 'secret', expects: "identity's token signing secret, at least 32 characters", required: true },
  REDIS_URL: { kind: 'url', expects: 'a redis:// URL (caches, socket fan-out); unset runs without' },
  DEPLOYMENT_NAME: {
    kind: 'string',
    expects:
      "this deployment's name on a shared Redis (its keys and socket channel), the same in each of its processes; unset derives it from DATABASE_URL's host, port and database",
  },
  HOST: { kind: 'string', expects: 'the interface HTTP listens on', default: '127.0.0.1' },
  PORT: { kind: 'port', expects: 'the HTTP port, 0-65535', default: '3000' },
  // Separate from HOST on purpose: service ports belong on a private network (they are plaintext
  // unless given TLS credentials), so gRPC stays on loopback unless chosen explicitly.
  GRPC_HOST: { kind: 'string', expects: 'the interface gRPC listens on (a private one)', default: '127.0.0.1' },
  PUBLIC_URL: { kind: 'url', expects: 'the URL members reach the site at, e.g. https://example.com' },
  DATA_DIR: { kind: 'string', expects: 'a folder for local data', default: '.data' },
  DEV_PROVIDERS: { kind: 'bool', expects: 'true or false: dev captcha, captured mail, sandbox payments', default: 'false' },
  TRUST_PROXY: { kind: 'string', expects: "the proxies whose X-Forwarded-For is believed, in express's form", default: 'loopback' },
} as const satisfies EnvSchema;

export type SplitModeConfig<E extends EnvSchema> = ConfigOf<Omit<typeof SPLIT_MODE_ENV, keyof E> & E>;

export interface ServiceBootstrap<E extends EnvSchema> {
  /** The service's name: Kafka client id, log component. */
  name: string;
  /** The service's own variables; one named like a common one replaces it (e.g. GRPC_PORT's default). */
  env: E;
  /** The service's root module for this runtime (its split-mode module). */
  module(context: { runtime: Runtime; readiness: ReadinessCheck[]; config: SplitModeConfig<E> }): DynamicModule | Promise<DynamicModule>;
  /** Fields for the "listening" log line (ports, callers). */
  describe?(app: NestExpressApplication, config: SplitModeConfig<E>): Record<string, unknown>;
}

/**
 * Runs one service in its own process: validates the environment (a bad value stops the process
 * with a message naming it), connects Kafka and Redis, builds the runtime, boots the module with the
 * Site API plumbing, listens, and closes everything in order on SIGTERM or SIGINT (closeOnSignals).
 * It is the one owner of the bus and Redis: the service's modules close only what they started
 * (a gRPC endpoint through GrpcEndpointModule, a client they made).
 */
export async function bootstrapService<E extends EnvSchema>(service: ServiceBootstrap<E>): Promise<NestExpressApplication> {
  const log = logger(service.name);
  try {
    const config = loadConfig({ ...SPLIT_MODE_ENV, ...service.env }) as SplitModeConfig<E>;
    const common = config as unknown as ConfigOf<typeof SPLIT_MODE_ENV>;
    const bus = new KafkaEventBus({ brokers: common.KAFKA_BROKERS, clientId: service.name, namespace: common.KAFKA_NAMESPACE });
    const redis = common.REDIS_URL ? openRedis(common.REDIS_URL) : null;
    const readiness: ReadinessCheck[] = [{ name: `bus:${bus.transport}`, check: () => bus.healthy() }];
    if (redis) readiness.push({ name: 'redis', check: async () => (await redis.ping()) === 'PONG' });

    const runtime: Runtime = {
      databaseUrl: common.DATABASE_URL,
      deploymentName: common.DEPLOYMENT_NAME,
      embedded: false,
      bus,
      redis,
      tokens: new TokenSigner(common.TOKEN_SECRET),
      dataDir: resolve(common.DATA_DIR),
      publicUrl: (common.PUBLIC_URL ?? `http://localhost:${common.PORT}`).replace(/\/$/, ''),
      devProviders: common.DEV_PROVIDERS,
    };
    const app = await createSiteApp(await service.module({ runtime, readiness, config }), { trustProxy: common.TRUST_PROXY });
    // The kernel owns the process's shutdown: Nest's hooks close the modules (gRPC endpoints,
    // relays, subscriptions, databases), then the transports this function opened close, once
    // (a signal during start-up waits for the start to settle, then closes the same way).
    closeOnSignals(app, [() => bus.close(), () => redis?.disconnect()], log);
    await app.init();
    await app.listen(common.PORT, common.HOST);
    log.info({ http: `${common.HOST}:${common.PORT}`, redis: !!redis, ...service.describe?.(app, config) }, `${service.name} listening`);
    return app;
  } catch (err) {
    if (err instanceof ConfigError) process.stderr.write(`${err.message}\n`);
    else log.fatal({ err }, 'failed to start');
    process.exit(1);
  }
}
