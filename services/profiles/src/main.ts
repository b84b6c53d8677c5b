import 'reflect-metadata';
import {
  bootstrapService,
  type EnvSchema,
  GRPC_CALLERS_ENV,
  GrpcEndpoint,
  OBJECT_STORAGE_ENV,
  openObjectStorage,
  SERVICE_KEY_ENV,
  serviceCallersFromEnv,
  serviceTokenSignerFromEnv,
} from '@dating/platform';
import { GrpcLedgerPort } from '@dating/billing-ledger/contracts';
import { GrpcSessionClient } from '@dating/identity/contracts';
import { PROFILES_SERVICE_NAME } from './profiles.tokens.js';
import { MEMBER_DIRECTORY_GRPC_ENDPOINT, ProfilesSplitModule } from './split-mode.js';

/**
 * profiles on its own (split mode): the Site API routes over HTTP on PORT, MemberRegistered from
 * Kafka. Member tokens are checked against identity's session port (IDENTITY_GRPC_ADDRESS), called
 * signed with SERVICE_PRIVATE_KEY (its public key goes into identity's GRPC_CALLERS). It serves
 * `profiles.v1.MemberDirectoryService` on GRPC_PORT to the services in GRPC_CALLERS (mail).
 */
const ENV = {
  IDENTITY_GRPC_ADDRESS: { kind: 'address', expects: "host:port of identity's gRPC session port", required: true },
  LEDGER_GRPC_ADDRESS: { kind: 'address', expects: "host:port of billing's gRPC ledger port (photo and video purchases); unset: purchases answer an error" },
  MEDIA_URL_SECRET: {
    kind: 'secret',
    expects: 'the key of signed media URLs, the same for every profiles replica (at least 32 characters); unset: one per process',
  },
  GRPC_PORT: {
    kind: 'port',
    expects: "the gRPC port of the member directory (mail's names, avatars, attachable photos and block checks), 0-65535",
    default: '50053',
  },
  ...GRPC_CALLERS_ENV,
  ...OBJECT_STORAGE_ENV,
  ...SERVICE_KEY_ENV,
} as const satisfies EnvSchema;

void bootstrapService({
  name: PROFILES_SERVICE_NAME,
  env: ENV,
  module: ({ runtime, readiness, config }) => {
    const signer = serviceTokenSignerFromEnv(PROFILES_SERVICE_NAME, config);
    const sessions = new GrpcSessionClient(config.IDENTITY_GRPC_ADDRESS, { signer });
    const ledger = config.LEDGER_GRPC_ADDRESS ? new GrpcLedgerPort(config.LEDGER_GRPC_ADDRESS, { signer }) : undefined;
    return ProfilesSplitModule.register(runtime, readiness, {
      sessions,
      ledger,
      storage: openObjectStorage(config, runtime.dataDir),
      mediaUrlSecret: config.MEDIA_URL_SECRET,
      grpc: { host: config.GRPC_HOST, port: config.GRPC_PORT, callers: serviceCallersFromEnv(PROFILES_SERVICE_NAME, config) },
    });
  },
  describe: (app, config) => ({
    identity: config.IDENTITY_GRPC_ADDRESS,
    grpc: `${config.GRPC_HOST}:${GrpcEndpoint.of(app, MEMBER_DIRECTORY_GRPC_ENDPOINT).port}`,
  }),
});
