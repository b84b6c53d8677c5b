import type { ServerCredentials } from '@grpc/grpc-js';
import type { QueryBus } from '@nestjs/cqrs';
import { DomainError, type GrpcServerHandle, type ServiceTokenVerifier, siteErrorOf, startGrpcServer } from '@dating/platform';
import { SessionService } from '@dating/proto/identity/v1/sessions_pb';
import { sessionAnswer } from '../../contracts/session-service.js';
import '../../identity-site-codes.js';
import { CheckSessionQuery } from '../../queries/check-session/check-session.query.js';

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
 * Serves `identity.v1.SessionService` from identity's own session check (CheckSessionQuery, the
 * one identity's token verifier asks). Every authenticated service may ask. A refusal travels as
 * its site code, through identity's one map, like on the Site API.
 */
export function startSessionGrpcServer(queries: QueryBus, options: SessionGrpcServerOptions): Promise<GrpcServerHandle> {
  return startGrpcServer(
    SessionService,
    {
      checkSession: async (request) => {
        try {
          return sessionAnswer(await queries.execute(new CheckSessionQuery(request.sessionId, request.subject)));
        } catch (err) {
          throw err instanceof DomainError ? siteErrorOf(err) : err;
        }
      },
    },
    { ...options, authorize: () => undefined },
  );
}
