import { type DynamicModule, Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { ACCESS_TOKEN_VERIFIER, type ReadinessCheck, type Runtime, RuntimeModule, TokenSigner } from '@dating/platform';
import { RemoteSessionVerifier, type SessionChecker } from '@dating/identity/contracts';
import { LEDGER_PORT, type LedgerPort } from '@dating/billing-ledger/contracts';
import { BLOCK_LIST, type BlockList, MEMBER_DIRECTORY, type MemberDirectory } from '@dating/profiles/contracts';
import { MailModule } from './mail.module.js';

export interface MailSplitOptions {
  /** identity's session port (IDENTITY_GRPC_ADDRESS): whether an access token's session is still open. */
  sessions: SessionChecker & { close?(): void };
  /** billing's ledger port over gRPC (LEDGER_GRPC_ADDRESS): a man's letters charge through it. */
  ledger: LedgerPort & { close?(): void };
  /** profiles' member directory and block check over gRPC (PROFILES_GRPC_ADDRESS): names, avatars, attachable photos, 'ignore me'. */
  directory: MemberDirectory & Pick<BlockList, 'isBlocked'> & { close?(): void };
}

const CLIENTS = Symbol('MAIL_SPLIT_CLIENTS');

/** Closes the gRPC clients once the app has stopped (bootstrapService closes the bus and Redis). */
@Injectable()
class ClientsShutdown implements OnApplicationShutdown {
  constructor(@Inject(CLIENTS) private readonly options: MailSplitOptions) {}

  onApplicationShutdown(): void {
    this.options.sessions.close?.();
    this.options.ledger.close?.();
    this.options.directory.close?.();
  }
}

/**
 * Identity, billing and profiles are not in this process: member tokens are checked by identity's
 * remote verifier, LEDGER_PORT is billing's gRPC client, MEMBER_DIRECTORY and BLOCK_LIST profiles'
 * (one client), where MailPorts looks them up.
 */
@Global()
@Module({})
class RemotePortsModule {
  static register(options: MailSplitOptions): DynamicModule {
    return {
      module: RemotePortsModule,
      providers: [
        { provide: CLIENTS, useValue: options },
        { provide: ACCESS_TOKEN_VERIFIER, inject: [TokenSigner], useFactory: (tokens: TokenSigner) => new RemoteSessionVerifier(tokens, options.sessions) },
        { provide: LEDGER_PORT, useValue: options.ledger },
        { provide: MEMBER_DIRECTORY, useValue: options.directory },
        { provide: BLOCK_LIST, useValue: options.directory },
        ClientsShutdown,
      ],
      exports: [ACCESS_TOKEN_VERIFIER, LEDGER_PORT, MEMBER_DIRECTORY, BLOCK_LIST],
    };
  }
}

/** mail alone in its process (split mode): see main.ts. */
@Module({})
export class MailSplitModule {
  static register(runtime: Runtime, readiness: ReadinessCheck[], options: MailSplitOptions): DynamicModule {
    return {
      module: MailSplitModule,
      imports: [RuntimeModule.forRoot(runtime, readiness), RemotePortsModule.register(options), MailModule.register()],
    };
  }
}
