import { loadConfig, type EnvSchema } from '@dating/platform';
import { IDENTITY_ENV } from '@dating/identity';

/** Every variable the all-in-one process reads; validated at boot. */
export const ALL_IN_ONE_ENV = {
  PORT: { kind: 'port', expects: 'the HTTP port, 0-65535', default: '3000' },
  HOST: { kind: 'string', expects: 'the interface to listen on', default: '127.0.0.1' },
  DATA_DIR: { kind: 'string', expects: 'a folder for local data (embedded database, captured mail)', default: '.data' },
  PUBLIC_URL: { kind: 'url', expects: 'the URL members reach the site at, e.g. https://example.com' },
  DATABASE_URL: { kind: 'url', expects: 'a postgres:// URL; unset runs the embedded PGlite database' },
  KAFKA_BROKERS: { kind: 'list', expects: 'comma-separated host:port list; unset uses the in-process bus' },
  KAFKA_NAMESPACE: { kind: 'string', expects: "a prefix for this deployment's topics and consumer groups (letters, digits, - and _), e.g. staging" },
  REDIS_URL: { kind: 'url', expects: 'a redis:// URL; unset keeps sessions uncached and sockets in memory' },
  DEPLOYMENT_NAME: {
    kind: 'string',
    expects:
      "this deployment's name on a shared Redis (its keys and socket channel), the same in each of its processes; unset derives it from DATABASE_URL's host, port and database",
  },
  TOKEN_SECRET: { kind: 'secret', expects: 'a signing secret of at least 32 characters; unset on the embedded default generates one in DATA_DIR' },
  DEV_PROVIDERS: { kind: 'bool', expects: 'true or false: dev captcha, captured mail and the sandbox payment page' },
  TRUST_PROXY: {
    kind: 'string',
    expects: "the proxies whose X-Forwarded-For is believed, in express's form (e.g. 'loopback', '10.0.0.0/8')",
    default: 'loopback',
  },
  SEED_DEMO: { kind: 'bool', expects: 'true or false: seed demo members, staff, packs and prices' },
  // identity's own (STAFF_IDLE_MINUTES), read again by its module: listed here so one start reports every bad value.
  ...IDENTITY_ENV,
} as const satisfies EnvSchema;

export type AllInOneConfig = ReturnType<typeof loadAllInOneConfig>;

export function loadAllInOneConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig(ALL_IN_ONE_ENV, env);
}
