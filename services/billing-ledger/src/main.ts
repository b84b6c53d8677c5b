import 'reflect-metadata';
import { resolve } from 'node:path';
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
  SERVICE_KEY_ENV,
  serviceCallersFromEnv,
  serviceTokenSignerFromEnv,
  TokenSigner,
} from '@dating/platform';
import { GrpcSessionClient } from '@dating/identity/contracts';
import { LEDGER_PERMISSIONS } from './ports/grpc/ledger-permissions.js';
import { LEDGER_SERVICE_NAME } from './ports/grpc/ledger-grpc.definition.js';
import { BillingLedgerSplitModule, LedgerGrpcEndpoint } from './split-mode.js';

/**
 * billing-ledger on its own (split mode): the Site API routes over HTTP on PORT and the
 * `billing.v1.LedgerService` port over gRPC on GRPC_PORT, for the processes that charge credits.
 * Callers of the port sign every call with their own key (service tokens); GRPC_CALLERS holds
 * their public keys and LEDGER_PERMISSIONS what each may do. Member and staff tokens are checked
 * against identity's session port (IDENTITY_GRPC_ADDRESS), which billing calls signed with
 * SERVICE_PRIVATE_KEY, so a sign-out takes effect here within a second, Redis or not.
 */
const ENV = {
  DATABASE_URL: { kind: 'url', expects: 'a postgres:// URL', required: true },
  KAFKA_BROKERS: { kind: 'list', expects: 'comma-separated host:port list of the Kafka brokers', required: true },
  TOKEN_SECRET: { kind: 'secret', expects: "identity's token signing secret, at least 32 characters", required: true },
  IDENTITY_GRPC_ADDRESS: { kind: 'string', expects: "host:port of identity's gRPC session port", required: true },
  ...SERVICE_KEY_ENV,
  ...GRPC_CALLERS_ENV,
  HOST: { kind: 'string', expects: 'the interface HTTP listens on', default: '127.0.0.1' },
  // Separate from HOST on purpose: service ports belong on a private network (they are plaintext
  // unless given TLS credentials), so gRPC stays on loopback unless chosen explicitly.
  GRPC_HOST: { kind: 'string', expects: 'the interface gRPC listens on (a private one)', default: '127.0.0.1' },
  PORT: { kind: 'port', expects: 'the HTTP port, 0-65535', default: '3000' },
  GRPC_PORT: { kind: 'port', expects: 'the gRPC port of the ledger port, 0-65535', default: '50051' },
  PUBLIC_URL: { kind: 'url', expects: 'the URL members reach the site at, e.g. https://example.com' },
  DATA_DIR: { kind: 'string', expects: 'a folder for local data', default: '.data' },
  DEV_PROVIDERS: { kind: 'bool', expects: 'true or false: the sandbox payment page', default: 'false' },
  TRUST_PROXY: { kind: 'string', expects: "the proxies whose X-Forwarded-For is believed, in express's form", default: 'loopback' },
} as const satisfies EnvSchema;

const log = logger('billing-ledger');

async function main(): Promise<void> {
  const config = loadConfig(ENV);
  if (!/^[\w.[\]:-]+:\d{1,5}$/.test(config.IDENTITY_GRPC_ADDRESS)) {
    throw new ConfigError([`IDENTITY_GRPC_ADDRESS=${JSON.stringify(config.IDENTITY_GRPC_ADDRESS)} is invalid: expected ${ENV.IDENTITY_GRPC_ADDRESS.expects}`]);
  }
  const signer = serviceTokenSignerFromEnv(LEDGER_SERVICE_NAME, config);
  const callers = serviceCallersFromEnv(LEDGER_SERVICE_NAME, config);
  const withoutPermissions = callers.knownCallers.filter((name) => !Object.hasOwn(LEDGER_PERMISSIONS, name));
  if (withoutPermissions.length)
    log.warn({ callers: withoutPermissions }, 'GRPC_CALLERS names services that have no ledger permissions; their calls are refused');

  const bus = new KafkaEventBus({ brokers: config.KAFKA_BROKERS, clientId: 'billing-ledger' });
  const readiness: ReadinessCheck[] = [{ name: `bus:${bus.transport}`, check: () => bus.healthy() }];
  const runtime: Runtime = {
    databaseUrl: config.DATABASE_URL,
    embedded: false,
    bus,
    redis: null,
    tokens: new TokenSigner(config.TOKEN_SECRET),
    dataDir: resolve(config.DATA_DIR),
    publicUrl: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
    devProviders: config.DEV_PROVIDERS,
  };
  const sessions = new GrpcSessionClient(config.IDENTITY_GRPC_ADDRESS, { signer });

  const app = await createSiteApp(
    BillingLedgerSplitModule.register(runtime, readiness, { grpc: { host: config.GRPC_HOST, port: config.GRPC_PORT }, callers, sessions }),
    { trustProxy: config.TRUST_PROXY },
  );
  await app.init();
  await app.listen(config.PORT, config.HOST);
  const grpcPort = app.get(LedgerGrpcEndpoint).server?.port;
  log.info(
    { http: `${config.HOST}:${config.PORT}`, grpc: `${config.GRPC_HOST}:${grpcPort}`, callers: callers.knownCallers, identity: config.IDENTITY_GRPC_ADDRESS },
    'billing-ledger listening',
  );
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) process.stderr.write(`${err.message}\n`);
  else log.fatal({ err }, 'failed to start');
  process.exit(1);
});
