import 'reflect-metadata';
import { bootstrapService, type EnvSchema, GRPC_CALLERS_ENV, GrpcEndpoint, serviceCallersFromEnv } from '@dating/platform';
import { IDENTITY_SERVICE_NAME } from './contracts/session-service.js';
import { IdentitySplitModule, SESSION_GRPC_ENDPOINT } from './split-mode.js';

/**
 * identity on its own (split mode): the Site API routes over HTTP on PORT and the
 * `identity.v1.SessionService` port over gRPC on GRPC_PORT, which every other service's token
 * verifier asks whether a session is still open. Callers authenticate with service tokens
 * (GRPC_CALLERS holds their public keys). Without REDIS_URL every check asks the database.
 */
const ENV = {
  GRPC_PORT: { kind: 'port', expects: 'the gRPC port of the session port, 0-65535', default: '50052' },
  ...GRPC_CALLERS_ENV,
} as const satisfies EnvSchema;

void bootstrapService({
  name: IDENTITY_SERVICE_NAME,
  env: ENV,
  module: ({ runtime, readiness, config }) =>
    IdentitySplitModule.register(runtime, readiness, {
      host: config.GRPC_HOST,
      port: config.GRPC_PORT,
      callers: serviceCallersFromEnv(IDENTITY_SERVICE_NAME, config),
    }),
  describe: (app, config) => ({ grpc: `${config.GRPC_HOST}:${GrpcEndpoint.of(app, SESSION_GRPC_ENDPOINT).port}` }),
});
