import {
  Metadata,
  Server,
  ServerCredentials,
  type ServerErrorResponse,
  type ServerUnaryCall,
  type sendUnaryData,
  type UntypedServiceImplementation,
  status,
} from '@grpc/grpc-js';
import { logger, runWithContext, SiteError } from '@dating/platform';
import type { LedgerPort } from '../ledger.port.js';
import {
  CORRELATION_KEY,
  LEDGER_SERVICE_DEFINITION,
  type LedgerMethod,
  grpcStatusOf,
  siteErrorMetadata,
  VALID_CORRELATION_ID,
} from './ledger-grpc.definition.js';

const log = logger('ledger-grpc');

export interface LedgerGrpcServerOptions {
  /** Interface to bind; 127.0.0.1 unless told otherwise. */
  host?: string;
  /** 0 picks a free port (see the returned `port`). */
  port: number;
  /** Insecure (plaintext) unless given: put it on a private network or pass TLS credentials. */
  credentials?: ServerCredentials;
  /** How long `stop()` lets in-flight calls finish before cutting them off. */
  shutdownGraceMs?: number;
}

export interface LedgerGrpcServer {
  port: number;
  stop(): Promise<void>;
}

/**
 * Serves a `LedgerPort` as `billing.v1.LedgerService` over gRPC. A SiteError becomes a gRPC
 * status with the site code, text and details in trailing metadata (see ledger-grpc.definition);
 * anything else is logged here and answered as a bare INTERNAL.
 */
export async function startLedgerGrpcServer(port: LedgerPort, options: LedgerGrpcServerOptions): Promise<LedgerGrpcServer> {
  const server = new Server();
  server.addService(LEDGER_SERVICE_DEFINITION, implementationOf(port));

  const host = options.host ?? '127.0.0.1';
  const address = `${host.includes(':') ? `[${host}]` : host}:${options.port}`;
  const bound = await new Promise<number>((resolve, reject) => {
    server.bindAsync(address, options.credentials ?? ServerCredentials.createInsecure(), (err, p) => (err ? reject(err) : resolve(p)));
  });

  const graceMs = options.shutdownGraceMs ?? 10_000;
  return {
    port: bound,
    stop: () =>
      new Promise<void>((resolve) => {
        const force = setTimeout(() => server.forceShutdown(), graceMs);
        server.tryShutdown(() => {
          clearTimeout(force);
          resolve();
        });
      }),
  };
}

function implementationOf(port: LedgerPort): UntypedServiceImplementation {
  const handlers: UntypedServiceImplementation = {};
  for (const name of Object.keys(LEDGER_SERVICE_DEFINITION) as LedgerMethod[]) {
    // Checked against the port's type: every RPC of the proto service must be a LedgerPort method.
    const invoke = (request: unknown) => (port[name] as (r: unknown) => Promise<unknown>).call(port, request);
    handlers[name] = (call: ServerUnaryCall<unknown, unknown>, callback: sendUnaryData<unknown>) => {
      const correlationId = call.metadata.get(CORRELATION_KEY)[0];
      const run = async () => invoke(call.request);
      const result = typeof correlationId === 'string' && VALID_CORRELATION_ID.test(correlationId) ? runWithContext({ correlationId }, run) : run();
      result.then(
        (response) => callback(null, response),
        (err: unknown) => callback(toServiceError(name, err)),
      );
    };
  }
  return handlers;
}

function toServiceError(method: LedgerMethod, err: unknown): ServerErrorResponse {
  if (err instanceof SiteError) {
    return Object.assign(new Error(err.desc), { code: grpcStatusOf(err), details: err.desc, metadata: siteErrorMetadata(err) });
  }
  log.error({ err, method }, 'ledger call failed');
  return Object.assign(new Error('Internal error'), { code: status.INTERNAL, details: 'Internal error', metadata: new Metadata() });
}
