import { type DynamicModule, Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import {
  ACCESS_TOKEN_VERIFIER,
  GrpcEndpointModule,
  type ReadinessCheck,
  type Runtime,
  RuntimeModule,
  type ServiceDb,
  type ServiceTokenSigner,
  type ServiceTokenVerifier,
  TokenSigner,
} from '@dating/platform';
import { GrpcSessionClient, RemoteSessionVerifier } from '@dating/identity/contracts';
import { CqrsLedgerPort } from './api/ledger-port/in-process-ledger.port.js';
import { startLedgerGrpcServer } from './api/ledger-port/ledger-grpc.server.js';
import { BillingLedgerModule } from './billing-ledger.module.js';
import { BILLING_DB } from './billing-tokens.js';

export interface BillingSplitOptions {
  /** Where the ledger port listens. */
  grpc: { host: string; port: number };
  /** The services that may call the ledger port (GRPC_CALLERS); what each may do is LEDGER_PERMISSIONS. */
  callers: ServiceTokenVerifier;
  /**
   * identity's session port (IDENTITY_GRPC_ADDRESS), called signed as billing-ledger
   * (SERVICE_PRIVATE_KEY): whether an access token's session is still open.
   */
  identity: { address: string; signer: ServiceTokenSigner };
}

/** The ledger port's name in its process: `GrpcEndpoint.of(app, LEDGER_GRPC_ENDPOINT).port`. */
export const LEDGER_GRPC_ENDPOINT = 'billing-ledger.ledger';

const SPLIT_OPTIONS = Symbol('SPLIT_OPTIONS');

/** The client of identity's session port: this module opens it, so it closes it, after the HTTP server has stopped. */
@Injectable()
class IdentitySessions implements OnApplicationShutdown {
  readonly client: GrpcSessionClient;

  constructor(@Inject(SPLIT_OPTIONS) options: BillingSplitOptions) {
    this.client = new GrpcSessionClient(options.identity.address, { signer: options.identity.signer });
  }

  onApplicationShutdown(): void {
    this.client.close();
  }
}

/**
 * Identity is not in this process: member and staff tokens are verified by identity's remote
 * verifier (signature here, session over identity's gRPC port with a one-second cache), so a
 * sign-out stops the token here too, with or without Redis.
 */
@Global()
@Module({})
class SplitModeAuthModule {
  static register(options: BillingSplitOptions): DynamicModule {
    const verifier = {
      provide: ACCESS_TOKEN_VERIFIER,
      inject: [TokenSigner, IdentitySessions],
      useFactory: (tokens: TokenSigner, sessions: IdentitySessions) => new RemoteSessionVerifier(tokens, sessions.client),
    };
    return {
      module: SplitModeAuthModule,
      providers: [{ provide: SPLIT_OPTIONS, useValue: options }, IdentitySessions, verifier],
      exports: [ACCESS_TOKEN_VERIFIER],
    };
  }
}

/**
 * billing-ledger alone in its process (split mode): see main.ts for the configuration. The ledger
 * port is served over gRPC on the kernel's endpoint: the same commands and queries the in-process
 * port runs, its refusals answered through billing's site-code map by the kernel's gRPC server,
 * drained before the HTTP server and the database close. bootstrapService owns the bus and Redis.
 */
@Module({})
export class BillingLedgerSplitModule {
  static register(runtime: Runtime, readiness: ReadinessCheck[], options: BillingSplitOptions): DynamicModule {
    const ledgerEndpoint = GrpcEndpointModule.register({
      name: LEDGER_GRPC_ENDPOINT,
      start: (moduleRef) =>
        startLedgerGrpcServer(moduleRef.get(CqrsLedgerPort, { strict: false }), {
          ...options.grpc,
          callers: options.callers,
          sql: moduleRef.get<ServiceDb>(BILLING_DB, { strict: false }),
        }),
    });
    return {
      module: BillingLedgerSplitModule,
      imports: [RuntimeModule.forRoot(runtime, readiness), SplitModeAuthModule.register(options), BillingLedgerModule.register(), ledgerEndpoint],
    };
  }
}
