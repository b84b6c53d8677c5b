import { type DynamicModule, Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { ACCESS_TOKEN_VERIFIER, type ReadinessCheck, type Runtime, RuntimeModule, TokenSigner } from '@dating/platform';
import { RemoteSessionVerifier, type SessionChecker } from '@dating/identity/contracts';
import { LEDGER_PORT, type LedgerPort } from '@dating/billing-ledger/contracts';
import { ChatRoomModule } from './chat-room.module.js';
import { CHAT_BLOCKS, type ChatBlocks } from './contracts/chat-blocks.port.js';
import { CHAT_WEBCAMS, type ChatWebcams } from './contracts/chat-webcams.port.js';

export interface ChatRoomSplitOptions {
  /** identity's session port (IDENTITY_GRPC_ADDRESS): whether a token's site session is still open. */
  sessions: SessionChecker & { close?(): void };
  /** billing's ledger port over gRPC (LEDGER_GRPC_ADDRESS): holds and captures of chat minutes. */
  ledger: LedgerPort & { close?(): void };
  /** profiles' member directory port over gRPC (PROFILES_GRPC_ADDRESS): blocks and a lady's web cam. */
  profiles: ChatBlocks & ChatWebcams & { close?(): void };
}

const REMOTES = Symbol('REMOTES');

/** Closes the gRPC clients once the app has stopped (bootstrapService closes the bus and Redis). */
@Injectable()
class RemoteClientsShutdown implements OnApplicationShutdown {
  constructor(@Inject(REMOTES) private readonly remotes: ChatRoomSplitOptions) {}

  onApplicationShutdown(): void {
    this.remotes.sessions.close?.();
    this.remotes.ledger.close?.();
    this.remotes.profiles.close?.();
  }
}

/** identity, billing and profiles are not in this process: their ports over gRPC, where the chat's providers look them up. */
@Global()
@Module({})
class RemotePortsModule {
  static register(options: ChatRoomSplitOptions): DynamicModule {
    return {
      module: RemotePortsModule,
      providers: [
        { provide: REMOTES, useValue: options },
        { provide: ACCESS_TOKEN_VERIFIER, inject: [TokenSigner], useFactory: (tokens: TokenSigner) => new RemoteSessionVerifier(tokens, options.sessions) },
        { provide: LEDGER_PORT, useValue: options.ledger },
        { provide: CHAT_BLOCKS, useValue: options.profiles },
        { provide: CHAT_WEBCAMS, useValue: options.profiles },
        RemoteClientsShutdown,
      ],
      exports: [ACCESS_TOKEN_VERIFIER, LEDGER_PORT, CHAT_BLOCKS, CHAT_WEBCAMS],
    };
  }
}

/** chat-room alone in its process (split mode): see main.ts. */
@Module({})
export class ChatRoomSplitModule {
  static register(runtime: Runtime, readiness: ReadinessCheck[], options: ChatRoomSplitOptions): DynamicModule {
    return {
      module: ChatRoomSplitModule,
      imports: [RuntimeModule.forRoot(runtime, readiness), RemotePortsModule.register(options), ChatRoomModule.register()],
    };
  }
}
