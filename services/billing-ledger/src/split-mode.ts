import {
  type BeforeApplicationShutdown,
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import {
  ACCESS_TOKEN_VERIFIER,
  logger,
  type ReadinessCheck,
  RUNTIME,
  type Runtime,
  RuntimeModule,
  type ServiceDb,
  type ServiceTokenVerifier,
  TokenSigner,
} from '@dating/platform';
import { RemoteSessionVerifier, type SessionChecker } from '@dating/identity/contracts';
import { CqrsLedgerPort } from './api/ledger-port/in-process-ledger.port.js';
import { type LedgerGrpcServer, startLedgerGrpcServer } from './api/ledger-port/ledger-grpc.server.js';
import { BillingLedgerModule } from './billing-ledger.module.js';
import { BILLING_DB } from './billing-tokens.js';

const log = logger('billing-ledger');

export interface BillingSplitOptions {
  /** Where the ledger port listens. */
  grpc: { host: string; port: number };
  /** The services that may call the ledger port (GRPC_CALLERS); what each may do is LEDGER_PERMISSIONS. */
  callers: ServiceTokenVerifier;
  /** identity's session port (IDENTITY_GRPC_ADDRESS): whether an access token's session is still open. */
  sessions: SessionChecker & { close?(): void };
}

const SPLIT_OPTIONS = Symbol('SPLIT_OPTIONS');

/**
 * Identity is not in this process: member and staff tokens are verified by identity's remote
 * verifier (signature here, session over identity's gRPC port with a one-second cache), so a
 * sign-out stops the token here too, with or without Redis.
 */
@Global()
@Module({})
class SplitModeAuthModule {
  static register(sessions: SessionChecker): DynamicModule {
    const verifier = {
      provide: ACCESS_TOKEN_VERIFIER,
      inject: [TokenSigner],
      useFactory: (tokens: TokenSigner) => new RemoteSessionVerifier(tokens, sessions),
    };
    return { module: SplitModeAuthModule, providers: [verifier], exports: [ACCESS_TOKEN_VERIFIER] };
  }
}

/**
 * The ledger port over gRPC: the same commands and queries the in-process port runs, its refusals
 * answered through billing's site-code map by the kernel's gRPC server. Shutdown runs
 * through Nest (createSiteApp enables its SIGTERM/SIGINT hooks): gRPC drains before the HTTP
 * server and the database close; the session client, the bus and Redis close after them.
 */
@Injectable()
export class LedgerGrpcEndpoint implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  server: LedgerGrpcServer | null = null;

  constructor(
    @Inject(CqrsLedgerPort) private readonly port: CqrsLedgerPort,
    @Inject(BILLING_DB) private readonly db: ServiceDb,
    @Inject(SPLIT_OPTIONS) private readonly options: BillingSplitOptions,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.server = await startLedgerGrpcServer(this.port, { ...this.options.grpc, callers: this.options.callers, sql: this.db });
  }

  async beforeApplicationShutdown(signal?: string): Promise<void> {
    log.info({ signal }, 'shutting down');
    await this.server?.stop();
  }

  async onApplicationShutdown(): Promise<void> {
    this.options.sessions.close?.();
    await this.runtime.bus.close();
    this.runtime.redis?.disconnect();
  }
}

/** billing-ledger alone in its process (split mode): see main.ts for the configuration. */
@Module({})
export class BillingLedgerSplitModule {
  static register(runtime: Runtime, readiness: ReadinessCheck[], options: BillingSplitOptions): DynamicModule {
    return {
      module: BillingLedgerSplitModule,
      imports: [RuntimeModule.forRoot(runtime, readiness), SplitModeAuthModule.register(options.sessions), BillingLedgerModule.register()],
      providers: [{ provide: SPLIT_OPTIONS, useValue: options }, LedgerGrpcEndpoint],
    };
  }
}
