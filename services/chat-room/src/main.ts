import 'reflect-metadata';
import { bootstrapService, type EnvSchema, SERVICE_KEY_ENV, serviceTokenSignerFromEnv } from '@dating/platform';
import { GrpcLedgerPort } from '@dating/billing-ledger/contracts';
import { GrpcSessionClient } from '@dating/identity/contracts';
import { CHAT_ENV } from './chat-options.js';
import { GrpcChatProfiles } from './contracts/profiles-grpc.client.js';
import { CHAT_SERVICE_NAME } from './chat-room.tokens.js';
import { ChatRoomSplitModule } from './split-mode.js';

/**
 * chat-room on its own (split mode): the chat API and the socket on PORT, identity's and
 * profiles' events from Kafka, the socket fan-out over Redis (REDIS_URL). Tokens are checked
 * against identity's session port, chat minutes held and captured through billing's ledger port,
 * and blocks and a lady's web cam asked from profiles' member directory port, all called signed
 * with SERVICE_PRIVATE_KEY.
 */
const ENV = {
  IDENTITY_GRPC_ADDRESS: { kind: 'address', expects: "host:port of identity's gRPC session port", required: true },
  LEDGER_GRPC_ADDRESS: { kind: 'address', expects: "host:port of billing's gRPC ledger port (chat minutes)", required: true },
  PROFILES_GRPC_ADDRESS: { kind: 'address', expects: "host:port of profiles' gRPC member directory port (blocks, a lady's web cam)", required: true },
  ...CHAT_ENV,
  ...SERVICE_KEY_ENV,
} as const satisfies EnvSchema;

void bootstrapService({
  name: CHAT_SERVICE_NAME,
  env: ENV,
  module: ({ runtime, readiness, config }) => {
    const signer = serviceTokenSignerFromEnv(CHAT_SERVICE_NAME, config);
    return ChatRoomSplitModule.register(runtime, readiness, {
      sessions: new GrpcSessionClient(config.IDENTITY_GRPC_ADDRESS, { signer }),
      ledger: new GrpcLedgerPort(config.LEDGER_GRPC_ADDRESS, { signer }),
      profiles: new GrpcChatProfiles(config.PROFILES_GRPC_ADDRESS, { signer }),
    });
  },
  describe: (_app, config) => ({ identity: config.IDENTITY_GRPC_ADDRESS, ledger: config.LEDGER_GRPC_ADDRESS, profiles: config.PROFILES_GRPC_ADDRESS }),
});
