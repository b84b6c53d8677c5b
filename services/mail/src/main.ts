import 'reflect-metadata';
import { bootstrapService, type EnvSchema, SERVICE_KEY_ENV, serviceTokenSignerFromEnv } from '@dating/platform';
import { GrpcLedgerPort } from '@dating/billing-ledger/contracts';
import { GrpcSessionClient } from '@dating/identity/contracts';
import { GrpcMemberDirectory } from '@dating/profiles/contracts';
import { MAIL_SERVICE_NAME } from './mail.tokens.js';
import { MailSplitModule } from './split-mode.js';

/**
 * mail on its own (split mode): the Site API's letter routes and the back office's dispatches and
 * letter flags over HTTP on PORT; ProfileOpened, ProfileNameChanged and ChargeReversed from Kafka.
 * Member tokens are checked against identity's session port and letters charged through billing's
 * ledger port, and members' names, avatars, attachable photos and blocks asked from profiles' member
 * directory port, all called signed with SERVICE_PRIVATE_KEY (its public key goes into their GRPC_CALLERS).
 */
const ENV = {
  IDENTITY_GRPC_ADDRESS: { kind: 'address', expects: "host:port of identity's gRPC session port", required: true },
  LEDGER_GRPC_ADDRESS: { kind: 'address', expects: "host:port of billing's gRPC ledger port (a man's letters are charged through it)", required: true },
  PROFILES_GRPC_ADDRESS: {
    kind: 'address',
    expects: "host:port of profiles' gRPC member directory port (names, avatars, attachable photos, blocks)",
    required: true,
  },
  ...SERVICE_KEY_ENV,
} as const satisfies EnvSchema;

void bootstrapService({
  name: MAIL_SERVICE_NAME,
  env: ENV,
  module: ({ runtime, readiness, config }) => {
    const signer = serviceTokenSignerFromEnv(MAIL_SERVICE_NAME, config);
    return MailSplitModule.register(runtime, readiness, {
      sessions: new GrpcSessionClient(config.IDENTITY_GRPC_ADDRESS, { signer }),
      ledger: new GrpcLedgerPort(config.LEDGER_GRPC_ADDRESS, { signer }),
      directory: new GrpcMemberDirectory(config.PROFILES_GRPC_ADDRESS, { signer }),
    });
  },
  describe: (_app, config) => ({ identity: config.IDENTITY_GRPC_ADDRESS, ledger: config.LEDGER_GRPC_ADDRESS, profiles: config.PROFILES_GRPC_ADDRESS }),
});
