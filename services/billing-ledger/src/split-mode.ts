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
import { ModuleRef } from '@nestjs/core';
import type { Redis } from 'ioredis';
import {
  ACCESS_TOKEN_VERIFIER,
  type AccessTokenVerifier,
  logger,
  type Principal,
  type ReadinessCheck,
  RUNTIME,
  type Runtime,
  RuntimeModule,
  SiteError,
  TokenSigner,
} from '@dating/platform';
import { BillingLedgerModule } from './billing-ledger.module.js';
import { BILLING_SQL } from './billing-tokens.js';
import type { Sql } from './infrastructure/ledger-store.js';
import { LEDGER_PORT, type LedgerPort } from './ports/ledger.port.js';
import { type LedgerGrpcServer, startLedgerGrpcServer } from './ports/grpc/ledger-grpc.server.js';

const log = logger('billing-ledger');
const SUBJECT = /^(member|staff):([1-9]\d{0,17})$/;

/**
 * Identity is not in this process, so its session check is not either. This verifier checks the
 * token's signature, expiry and kind, then reads identity's session cache in Redis (format:
 * services/identity/src/infrastructure/persistence/session-cache.ts): a "revoked" marker refuses,
 * an open session gives the principal. On a miss a member's type comes from billing's own
 * members table; staff need a cached session.
 * LIMITATION: revocation is seen only through Redis, while identity's marker lives (5 minutes);
 * without REDIS_URL, or after that, a signed-out token is accepted here until it expires.
 */
class SplitModeTokenVerifier implements AccessTokenVerifier {
  constructor(
    private readonly tokens: TokenSigner,
    private readonly redis: Redis | null,
    private readonly sql: () => Sql,
  ) {}

  async verify(token: string): Promise<Principal> {
    const claims = await this.tokens.verify(token, 'access');
    const [, kind, id] = SUBJECT.exec(claims.sub) ?? [];
    if (!kind || !id) throw new SiteError(401);
    const cached = await this.redis?.get(`identity:session:${claims.sid}`).catch((err: unknown) => {
      log.warn({ err }, 'session cache read failed');
      return null;
    });
    if (cached === 'revoked') throw new SiteError(401);
    const principal = cached ? parsePrincipal(cached) : null;
    if (principal && principal.kind === kind && principal.id === id && principal.sessionId === claims.sid) return principal;
    if (kind === 'member') {
      const [member] = (await this.sql().query(`SELECT user_type FROM billing.members WHERE id = $1`, [id])) as { user_type: 'man' | 'woman' }[];
      if (member) return { kind: 'member', id, sessionId: claims.sid, userType: member.user_type };
    }
    throw new SiteError(401);
  }
}

function parsePrincipal(json: string): Principal | null {
  try {
    return JSON.parse(json) as Principal;
  } catch {
    return null;
  }
}

@Global()
@Module({})
class SplitModeAuthModule {
  static register(): DynamicModule {
    const verifier = {
      provide: ACCESS_TOKEN_VERIFIER,
      inject: [TokenSigner, RUNTIME, ModuleRef],
      useFactory: (tokens: TokenSigner, runtime: Runtime, ref: ModuleRef) =>
        new SplitModeTokenVerifier(tokens, runtime.redis, () => ref.get<Sql>(BILLING_SQL, { strict: false })),
    };
    return { module: SplitModeAuthModule, providers: [verifier], exports: [ACCESS_TOKEN_VERIFIER] };
  }
}

const GRPC_ADDRESS = Symbol('GRPC_ADDRESS');

/**
 * The ledger port over gRPC, on the same LEDGER_PORT instance the HTTP routes use. Shutdown runs
 * through Nest (createSiteApp enables its SIGTERM/SIGINT hooks): gRPC drains before the HTTP
 * server and the database close, and the bus and Redis close after them.
 */
@Injectable()
export class LedgerGrpcEndpoint implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  server: LedgerGrpcServer | null = null;

  constructor(
    @Inject(LEDGER_PORT) private readonly port: LedgerPort,
    @Inject(GRPC_ADDRESS) private readonly address: { host: string; port: number },
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.server = await startLedgerGrpcServer(this.port, this.address);
  }

  async beforeApplicationShutdown(signal?: string): Promise<void> {
    log.info({ signal }, 'shutting down');
    await this.server?.stop();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.runtime.bus.close();
    this.runtime.redis?.disconnect();
  }
}

/** billing-ledger alone in its process (split mode): see main.ts for the configuration. */
@Module({})
export class BillingLedgerSplitModule {
  static register(runtime: Runtime, readiness: ReadinessCheck[], grpc: { host: string; port: number }): DynamicModule {
    return {
      module: BillingLedgerSplitModule,
      imports: [RuntimeModule.forRoot(runtime, readiness), SplitModeAuthModule.register(), BillingLedgerModule.register()],
      providers: [{ provide: GRPC_ADDRESS, useValue: grpc }, LedgerGrpcEndpoint],
    };
  }
}
