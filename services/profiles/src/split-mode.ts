import { type DynamicModule, Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { ACCESS_TOKEN_VERIFIER, type ObjectStorage, type ReadinessCheck, type Runtime, RuntimeModule, TokenSigner } from '@dating/platform';
import { RemoteSessionVerifier, type SessionChecker } from '@dating/identity/contracts';
import { LEDGER_PORT, type LedgerPort } from '@dating/billing-ledger/contracts';
import { ProfilesModule } from './profiles.module.js';

export interface ProfilesSplitOptions {
  /** identity's session port (IDENTITY_GRPC_ADDRESS): whether an access token's session is still open. */
  sessions: SessionChecker & { close?(): void };
  /** billing's ledger port over gRPC (LEDGER_GRPC_ADDRESS): photo and video purchases charge through it. */
  ledger?: LedgerPort;
  /** Where photos and videos live (S3 when S3_BUCKET is set, else DATA_DIR/objects). */
  storage?: ObjectStorage;
  mediaUrlSecret?: string;
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
 * profiles alone in its process (split mode): see main.ts. It serves no gRPC port of its own; it
 * also answers `countries`, which identity answers too until the list's move is merged.
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
      ],
    };
  }
}
