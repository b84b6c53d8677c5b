import type { ServerCredentials } from '@grpc/grpc-js';
import { type GrpcServerHandle, type Principal, type ServiceTokenVerifier, startGrpcServer } from '@dating/platform';
import { SessionService } from '@dating/proto/identity/v1/sessions_pb';
import { sessionAnswer } from '../../contracts/session-service.js';

export interface SessionGrpcServerOptions {
  /** Interface to bind; 127.0.0.1 unless told otherwise. */
  host?: string;
  /** 0 picks a free port (see the returned `port`). */
  port: number;
  credentials?: ServerCredentials;
  shutdownGraceMs?: number;
  /** The services that may call, by their public keys (audience `identity`). */
  callers: ServiceTokenVerifier;
}

/**
 * Serves `identity.v1.SessionService` from identity's own session check (SessionVerifier: the
 * Redis cache with its revoked markers, else the database). Every authenticated service may ask.
 */
export function startSessionGrpcServer(
  sessions: { principalOf(sessionId: string, subject: string): Promise<Principal | null> },
  options: SessionGrpcServerOptions,
): Promise<GrpcServerHandle> {
  return startGrpcServer(
    SessionService,
    { checkSession: async (request) => sessionAnswer(await sessions.principalOf(request.sessionId, request.subject)) },
    { ...options, authorize: () => undefined },
  );
}
