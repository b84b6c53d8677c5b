import { type DynamicModule, Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { ACCESS_TOKEN_VERIFIER, type ReadinessCheck, type Runtime, RuntimeModule, TokenSigner } from '@dating/platform';
import { RemoteSessionVerifier, type SessionChecker } from '@dating/identity/contracts';
import { MEMBER_DIRECTORY, type MemberDirectory } from '@dating/profiles/contracts';
import { NotificationsModule } from './notifications.module.js';

export interface NotificationsSplitOptions {
  /** identity's session port (IDENTITY_GRPC_ADDRESS): whether an access token's session is still open. */
  sessions: SessionChecker & { close?(): void };
  /** profiles' member directory over gRPC (PROFILES_GRPC_ADDRESS): names, avatars, photo previews. */
  directory: MemberDirectory & { close?(): void };
}

const CLIENTS = Symbol('NOTIFICATIONS_SPLIT_CLIENTS');

/** Closes the gRPC clients once the app has stopped (bootstrapService closes the bus and Redis). */
@Injectable()
class ClientsShutdown implements OnApplicationShutdown {
  constructor(@Inject(CLIENTS) private readonly options: NotificationsSplitOptions) {}

  onApplicationShutdown(): void {
    this.options.sessions.close?.();
    this.options.directory.close?.();
  }
}

/**
 * Identity and profiles are not in this process: member tokens are checked by identity's remote
 * verifier, MEMBER_DIRECTORY is profiles' gRPC client, where NotificationsPorts looks it up.
 */
@Global()
@Module({})
class RemotePortsModule {
  static register(options: NotificationsSplitOptions): DynamicModule {
    return {
      module: RemotePortsModule,
      providers: [
        { provide: CLIENTS, useValue: options },
        { provide: ACCESS_TOKEN_VERIFIER, inject: [TokenSigner], useFactory: (tokens: TokenSigner) => new RemoteSessionVerifier(tokens, options.sessions) },
        { provide: MEMBER_DIRECTORY, useValue: options.directory },
        ClientsShutdown,
      ],
      exports: [ACCESS_TOKEN_VERIFIER, MEMBER_DIRECTORY],
    };
  }
}

/** notifications alone in its process (split mode): see main.ts. */
@Module({})
export class NotificationsSplitModule {
  static register(runtime: Runtime, readiness: ReadinessCheck[], options: NotificationsSplitOptions): DynamicModule {
    return {
      module: NotificationsSplitModule,
      imports: [RuntimeModule.forRoot(runtime, readiness), RemotePortsModule.register(options), NotificationsModule.register()],
    };
  }
}
