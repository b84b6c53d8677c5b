import type { ServerCredentials } from '@grpc/grpc-js';
import { type GrpcHandlers, type GrpcServerHandle, type ServiceTokenVerifier, type Sql, startGrpcServer } from '@dating/platform';
import { LedgerService } from '@dating/proto/billing/v1/ledger_pb';
import type { LedgerPort } from './ledger.port.js';
import { type LedgerMethod } from './ledger-grpc.definition.js';
import { authorizeLedgerCall, LEDGER_PERMISSIONS, type LedgerPermissions } from './ledger-permissions.js';

export interface LedgerGrpcServerOptions {
  /** Interface to bind; 127.0.0.1 unless told otherwise. */
  host?: string;
  /** 0 picks a free port (see the returned `port`). */
  port: number;
  /** Insecure (plaintext) unless given: put it on a private network or pass TLS credentials. */
  credentials?: ServerCredentials;
  /** How long `stop()` lets in-flight calls finish before cutting them off. */
  shutdownGraceMs?: number;
  /** The services that may call, by their public keys (audience `billing-ledger`). */
  callers: ServiceTokenVerifier;
  /** What each caller may do; LEDGER_PERMISSIONS unless told otherwise (tests). */
  permissions?: LedgerPermissions;
  /** The ledger's database, to read a hold's service before a Capture or Release is allowed. */
  sql: Sql;
}

export type LedgerGrpcServer = GrpcServerHandle;

/**
 * Serves a `LedgerPort` (CqrsLedgerPort) as `billing.v1.LedgerService` over gRPC: every call
 * authenticated by its service token and checked against the caller's permissions before the port
 * sees it; a refusal (a DomainError, or a SiteError) travels as the site error billing's map gives
 * it (see the platform's grpc-server).
 */
export function startLedgerGrpcServer(port: LedgerPort, options: LedgerGrpcServerOptions): Promise<LedgerGrpcServer> {
  const handlers = Object.fromEntries(
    Object.keys(LedgerService.method).map((name) => [
      name,
      (request: unknown) => (port[name as LedgerMethod] as (r: unknown) => Promise<unknown>).call(port, request),
    ]),
  ) as unknown as GrpcHandlers<typeof LedgerService>;
  return startGrpcServer(LedgerService, handlers, { ...options, authorize: authorizeLedgerCall(options.permissions ?? LEDGER_PERMISSIONS, options.sql) });
}
