import { type DynamicModule, Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import {
  ACCESS_TOKEN_VERIFIER,
  GrpcEndpointModule,
  type ObjectStorage,
  type ReadinessCheck,
  type Runtime,
  RuntimeModule,
  type ServiceTokenVerifier,
  TokenSigner,
} from '@dating/platform';
import { RemoteSessionVerifier, type SessionChecker } from '@dating/identity/contracts';
import { LEDGER_PORT, type LedgerPort } from '@dating/billing-ledger/contracts';
import { CHAT_WEBCAMS, type ChatWebcams } from '@dating/chat-room/contracts';
import { BLOCK_LIST, type BlockList } from './contracts/block-list.port.js';
import { MEMBER_DIRECTORY, type MemberDirectory } from './contracts/member-directory.port.js';
import { type MemberDirectoryMethod, startMemberDirectoryGrpcServer } from './ports/grpc/member-directory-grpc.server.js';
import { ProfilesModule } from './profiles.module.js';

export interface ProfilesSplitOptions {
  /** identity's session port (IDENTITY_GRPC_ADDRESS): whether an access token's session is still open. */
  sessions: SessionChecker & { close?(): void };
  /** billing's ledger port over gRPC (LEDGER_GRPC_ADDRESS): photo and video purchases charge through it. */
  ledger?: LedgerPort;
  /** Where photos and videos live (S3 when S3_BUCKET is set, else DATA_DIR/objects). */
  storage?: ObjectStorage;
  mediaUrlSecret?: string;
  /** Where `profiles.v1.MemberDirectoryService` listens (GRPC_HOST, GRPC_PORT) and who may call it (GRPC_CALLERS). */
  grpc: MemberDirectoryGrpcOptions;
}

export interface MemberDirectoryGrpcOptions {
  host?: string;
  port: number;
  callers: ServiceTokenVerifier;
  /** Tests only: another permission table than MEMBER_DIRECTORY_PERMISSIONS. */
  permissions?: Readonly<Record<string, readonly MemberDirectoryMethod[]>>;
}

/** The member directory port's name in its process: `GrpcEndpoint.of(app, MEMBER_DIRECTORY_GRPC_ENDPOINT).port`. */
export const MEMBER_DIRECTORY_GRPC_ENDPOINT = 'profiles.member-directory';

/**
 * `profiles.v1.MemberDirectoryService` over gRPC on the kernel's endpoint (started with the app,
 * drained before it closes): ProfilesModule's MEMBER_DIRECTORY, BLOCK_LIST and CHAT_WEBCAMS, for split mail and chat-room.
 */
export function memberDirectoryGrpcEndpoint(options: MemberDirectoryGrpcOptions): DynamicModule {
  return GrpcEndpointModule.register({
    name: MEMBER_DIRECTORY_GRPC_ENDPOINT,
    start: (moduleRef) =>
      startMemberDirectoryGrpcServer(
        moduleRef.get<MemberDirectory>(MEMBER_DIRECTORY, { strict: false }),
        moduleRef.get<BlockList>(BLOCK_LIST, { strict: false }),
        moduleRef.get<ChatWebcams>(CHAT_WEBCAMS, { strict: false }),
        options,
      ),
  });
}

/** billing's port in this process, where ProfilesModule's purchases look it up. */
@Global()
@Module({})
class RemoteLedgerModule {
  static register(ledger: LedgerPort | undefined): DynamicModule {
    return ledger
      ? { module: RemoteLedgerModule, providers: [{ provide: LEDGER_PORT, useValue: ledger }], exports: [LEDGER_PORT] }
      : { module: RemoteLedgerModule };
  }
}

const SESSIONS = Symbol('SESSIONS');

/** Closes the session client once the app has stopped (bootstrapService closes the bus and Redis). */
@Injectable()
class SessionClientShutdown implements OnApplicationShutdown {
  constructor(@Inject(SESSIONS) private readonly sessions: ProfilesSplitOptions['sessions']) {}

  onApplicationShutdown(): void {
    this.sessions.close?.();
  }
}

/**
 * Identity is not in this process: member tokens are verified by identity's remote verifier (the
 * signature here, the session over identity's gRPC port, believed for a second), as billing does.
 */
@Global()
@Module({})
class RemoteAuthModule {
  static register(sessions: ProfilesSplitOptions['sessions']): DynamicModule {
    return {
      module: RemoteAuthModule,
      providers: [
        { provide: SESSIONS, useValue: sessions },
        { provide: ACCESS_TOKEN_VERIFIER, inject: [TokenSigner], useFactory: (tokens: TokenSigner) => new RemoteSessionVerifier(tokens, sessions) },
        SessionClientShutdown,
      ],
      exports: [ACCESS_TOKEN_VERIFIER],
    };
  }
}

/**
 * profiles alone in its process (split mode): see main.ts. Its gRPC port serves the member
 * directory (and the block check) to mail; it also answers `countries`, which identity answers
 * too until the list's move is merged.
 */
@Module({})
export class ProfilesSplitModule {
  static register(runtime: Runtime, readiness: ReadinessCheck[], options: ProfilesSplitOptions): DynamicModule {
    return {
      module: ProfilesSplitModule,
      imports: [
        RuntimeModule.forRoot(runtime, readiness),
        RemoteAuthModule.register(options.sessions),
        RemoteLedgerModule.register(options.ledger),
        ProfilesModule.register({ countriesRoute: true, storage: options.storage, mediaUrlSecret: options.mediaUrlSecret }),
        memberDirectoryGrpcEndpoint(options.grpc),
      ],
    };
  }
}
