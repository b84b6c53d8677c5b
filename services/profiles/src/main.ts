import 'reflect-metadata';
import { bootstrapService, ConfigError, type EnvSchema, SERVICE_KEY_ENV, serviceTokenSignerFromEnv } from '@dating/platform';
import { GrpcSessionClient } from '@dating/identity/contracts';
import { PROFILES_SERVICE_NAME } from './profiles.tokens.js';
import { ProfilesSplitModule } from './split-mode.js';

/**
 * profiles on its own (split mode): the Site API routes over HTTP on PORT, MemberRegistered from
 * Kafka. Member tokens are checked against identity's session port (IDENTITY_GRPC_ADDRESS), called
 * signed with SERVICE_PRIVATE_KEY (its public key goes into identity's GRPC_CALLERS).
 */
const ENV = {
  IDENTITY_GRPC_ADDRESS: { kind: 'string', expects: "host:port of identity's gRPC session port", required: true },
  ...SERVICE_KEY_ENV,
} as const satisfies EnvSchema;

void bootstrapService({
  name: PROFILES_SERVICE_NAME,
  env: ENV,
  module: ({ runtime, readiness, config }) => {
    if (!/^[\w.[\]:-]+:\d{1,5}$/.test(config.IDENTITY_GRPC_ADDRESS)) {
      throw new ConfigError([
        `IDENTITY_GRPC_ADDRESS=${JSON.stringify(config.IDENTITY_GRPC_ADDRESS)} is invalid: expected ${ENV.IDENTITY_GRPC_ADDRESS.expects}`,
      ]);
    }
    const sessions = new GrpcSessionClient(config.IDENTITY_GRPC_ADDRESS, { signer: serviceTokenSignerFromEnv(PROFILES_SERVICE_NAME, config) });
    return ProfilesSplitModule.register(runtime, readiness, { sessions });
  },
  describe: (_app, config) => ({ identity: config.IDENTITY_GRPC_ADDRESS }),
});
