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
import { SiteError } from '../api/site-error.js';
import { DomainError, siteErrorOf } from '../errors/domain-error.js';
import { ServiceAuthError, type ServiceTokenVerifier } from '../auth/service-tokens.js';
import { logger, runWithContext } from '../logging/logger.js';
import {
  CORRELATION_KEY,
  grpcServiceDefinition,
  type GrpcInput,
  type GrpcMethodName,
  type GrpcOutput,
  type GrpcService,
  grpcStatusOf,
  SERVICE_TOKEN_KEY,
  siteErrorMetadata,
  VALID_CORRELATION_ID,
} from './grpc-contract.js';

const log = logger('grpc');

/** The verified calling service, handed to handlers and the authorizer. */
export interface GrpcCaller {
  service: string;
}

/** Thrown by an authorizer: the caller is known but may not make this call. Answered as PERMISSION_DENIED. */
export class GrpcPermissionDenied extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'GrpcPermissionDenied';
  }
}

export type GrpcHandlers<S extends GrpcService> = {
  [M in GrpcMethodName<S>]: (request: GrpcInput<S, M>, caller: GrpcCaller) => Promise<GrpcOutput<S, M>>;
};

export interface GrpcServerOptions<S extends GrpcService> {
  /** Interface to bind; 127.0.0.1 unless told otherwise. */
  host?: string;
  /** 0 picks a free port (see the returned `port`). */
  port: number;
  /** Insecure (plaintext) unless given: put it on a private network or pass TLS credentials. */
  credentials?: ServerCredentials;
  /** How long `stop()` lets in-flight calls finish before cutting them off. */
  shutdownGraceMs?: number;
  /** Who may call at all: the services whose public keys this process is configured with. */
  callers: ServiceTokenVerifier;
  /**
   * What a verified caller may do: throw GrpcPermissionDenied to refuse. Runs before the handler,
   * so a refused call changes nothing.
   */
  authorize(caller: GrpcCaller, method: GrpcMethodName<S>, request: GrpcInput<S, GrpcMethodName<S>>): void | Promise<void>;
}

export interface GrpcServerHandle {
  port: number;
  stop(): Promise<void>;
}

/**
 * Serves one `proto/` service over gRPC. Every call is authenticated first (a service token in
 * `authorization` metadata, see auth/service-tokens: missing or bad → UNAUTHENTICATED), then
 * authorized (→ PERMISSION_DENIED), then handled under the caller's correlation id. A SiteError
 * becomes a gRPC status with the site code, text and details in trailing metadata (see
 * grpc-contract); anything else is logged here and answered as a bare INTERNAL.
 */
export async function startGrpcServer<S extends GrpcService>(service: S, handlers: GrpcHandlers<S>, options: GrpcServerOptions<S>): Promise<GrpcServerHandle> {
  const definition = grpcServiceDefinition(service);
  const implementation: UntypedServiceImplementation = {};
  for (const name of Object.keys(definition) as GrpcMethodName<S>[]) {
    const rpc = definition[name].path;
    const handler = handlers[name] as (request: unknown, caller: GrpcCaller) => Promise<unknown>;
    implementation[name] = (call: ServerUnaryCall<unknown, unknown>, callback: sendUnaryData<unknown>) => {
      const run = async () => {
        const caller = await authenticate(call, options.callers, rpc);
        await options.authorize(caller, name, call.request as GrpcInput<S, GrpcMethodName<S>>);
        return handler(call.request, caller);
      };
      const correlationId = call.metadata.get(CORRELATION_KEY)[0];
      const result = typeof correlationId === 'string' && VALID_CORRELATION_ID.test(correlationId) ? runWithContext({ correlationId }, run) : run();
      result.then(
        (response) => callback(null, response),
        (err: unknown) => callback(toServiceError(rpc, err)),
      );
    };
  }

  const server = new Server();
  server.addService(definition, implementation);
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

class Unauthenticated extends Error {}

async function authenticate(call: ServerUnaryCall<unknown, unknown>, callers: ServiceTokenVerifier, rpc: string): Promise<GrpcCaller> {
  const header = call.metadata.get(SERVICE_TOKEN_KEY)[0];
  const token = typeof header === 'string' ? /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/.exec(header)?.[1] : undefined;
  try {
    if (!token) throw new ServiceAuthError('no service token');
    return await callers.verify(token, rpc);
  } catch (err) {
    if (!(err instanceof ServiceAuthError)) throw err;
    // The reason stays in our log; the caller only learns it was not recognised.
    log.warn({ rpc, peer: call.getPeer(), reason: err.message }, 'unauthenticated call refused');
    throw new Unauthenticated();
  }
}

function toServiceError(rpc: string, err: unknown): ServerErrorResponse {
  // A domain refusal travels as the site error its service mapped it to, as it would answer over HTTP.
  const site = err instanceof DomainError ? siteErrorOf(err) : err;
  if (site instanceof SiteError) {
    if (err instanceof DomainError && site.httpStatus >= 500) log.error({ err, rpc }, 'domain error answered as a server error');
    return Object.assign(new Error(site.desc), { code: grpcStatusOf(site), details: site.desc, metadata: siteErrorMetadata(site) });
  }
  if (err instanceof Unauthenticated) return bare(status.UNAUTHENTICATED, 'Unauthenticated');
  if (err instanceof GrpcPermissionDenied) {
    log.warn({ rpc, reason: err.message }, 'call not permitted');
    return bare(status.PERMISSION_DENIED, err.message);
  }
  log.error({ err, rpc }, 'grpc call failed');
  return bare(status.INTERNAL, 'Internal error');
}

function bare(code: status, details: string): ServerErrorResponse {
  return Object.assign(new Error(details), { code, details, metadata: new Metadata() });
}
