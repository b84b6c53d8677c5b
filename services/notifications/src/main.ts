import 'reflect-metadata';
import { bootstrapService, type EnvSchema, SERVICE_KEY_ENV, serviceTokenSignerFromEnv } from '@dating/platform';
import { NOTIFICATIONS_ENV } from './notifications-options.js';
import { GrpcSessionClient } from '@dating/identity/contracts';
import { GrpcMemberDirectory } from '@dating/profiles/contracts';
import { NOTIFICATIONS_SERVICE_NAME } from './notifications.tokens.js';
import { NotificationsSplitModule } from './split-mode.js';

/**
 * notifications on its own (split mode): the Site API's notifications/... and user-news/... routes
 * over HTTP on PORT; mail's LetterSent and profiles' social, visit, profile and media events from
 * Kafka. Member tokens are checked against identity's session port, and members' names, avatars and
 * photo previews asked from profiles' member directory port, both called signed with
 * SERVICE_PRIVATE_KEY (its public key goes into their GRPC_CALLERS).
 */
const ENV = {
  IDENTITY_GRPC_ADDRESS: { kind: 'address', expects: "host:port of identity's gRPC session port", required: true },
  PROFILES_GRPC_ADDRESS: {
    kind: 'address',
    expects: "host:port of profiles' gRPC member directory port (names, avatars, photo previews)",
    required: true,
  },
  ...NOTIFICATIONS_ENV,
  ...SERVICE_KEY_ENV,
} as const satisfies EnvSchema;

void bootstrapService({
  name: NOTIFICATIONS_SERVICE_NAME,
  env: ENV,
  module: ({ runtime, readiness, config }) => {
    const signer = serviceTokenSignerFromEnv(NOTIFICATIONS_SERVICE_NAME, config);
    return NotificationsSplitModule.register(runtime, readiness, {
      sessions: new GrpcSessionClient(config.IDENTITY_GRPC_ADDRESS, { signer }),
      directory: new GrpcMemberDirectory(config.PROFILES_GRPC_ADDRESS, { signer }),
    });
  },
  describe: (_app, config) => ({ identity: config.IDENTITY_GRPC_ADDRESS, profiles: config.PROFILES_GRPC_ADDRESS }),
});
