import { type DynamicModule, Module } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GrpcEndpointModule, type ReadinessCheck, type Runtime, RuntimeModule, type ServiceTokenVerifier } from '@dating/platform';
import { IdentityModule } from './identity.module.js';
import { startSessionGrpcServer } from './ports/grpc/session-grpc.server.js';

export interface SessionGrpcOptions {
  host: string;
  port: number;
  /** The services that may ask (GRPC_CALLERS). */
  callers: ServiceTokenVerifier;
}

/** The session port's name in its process: `GrpcEndpoint.of(app, SESSION_GRPC_ENDPOINT).port`. */
export const SESSION_GRPC_ENDPOINT = 'identity.sessions';

/**
 * `identity.v1.SessionService` over gRPC on the kernel's endpoint (started with the app, drained
 * before it closes), for an app that imports IdentityModule (split mode, or a test app).
 */
export function sessionGrpcEndpoint(options: SessionGrpcOptions): DynamicModule {
  return GrpcEndpointModule.register({
    name: SESSION_GRPC_ENDPOINT,
    start: (moduleRef) => startSessionGrpcServer(moduleRef.get(QueryBus, { strict: false }), options),
  });
}

/**
 * identity alone in its process (split mode): see main.ts for the configuration. bootstrapService
 * owns the bus and Redis and closes them after the app.
 */
@Module({})
export class IdentitySplitModule {
  static register(runtime: Runtime, readiness: ReadinessCheck[], grpc: SessionGrpcOptions): DynamicModule {
    return {
      module: IdentitySplitModule,
      imports: [RuntimeModule.forRoot(runtime, readiness), IdentityModule.register(), sessionGrpcEndpoint(grpc)],
    };
  }
}
