import {
  type BeforeApplicationShutdown,
  type DynamicModule,
  Inject,
  Injectable,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { CqrsModule, QueryBus } from '@nestjs/cqrs';
import { type GrpcServerHandle, logger, type ReadinessCheck, RUNTIME, type Runtime, RuntimeModule, type ServiceTokenVerifier } from '@dating/platform';
import { IdentityModule } from './identity.module.js';
import { startSessionGrpcServer } from './ports/grpc/session-grpc.server.js';

const log = logger('identity');

export interface SessionGrpcOptions {
  host: string;
  port: number;
  /** The services that may ask (GRPC_CALLERS). */
  callers: ServiceTokenVerifier;
}

const SESSION_GRPC_OPTIONS = Symbol('SESSION_GRPC_OPTIONS');

/** `identity.v1.SessionService` over gRPC, started with the app and drained before it closes. */
@Injectable()
export class SessionGrpcEndpoint implements OnApplicationBootstrap, BeforeApplicationShutdown {
  server: GrpcServerHandle | null = null;

  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(SESSION_GRPC_OPTIONS) private readonly options: SessionGrpcOptions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.server = await startSessionGrpcServer(this.queries, this.options);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.server?.stop();
  }
}

/** Adds the session port to an app that imports IdentityModule (split mode, or a test app). */
@Module({})
export class SessionGrpcModule {
  static register(options: SessionGrpcOptions): DynamicModule {
    return {
      module: SessionGrpcModule,
      imports: [CqrsModule],
      providers: [{ provide: SESSION_GRPC_OPTIONS, useValue: options }, SessionGrpcEndpoint],
      exports: [SessionGrpcEndpoint],
    };
  }
}

/** Closes the process's bus and Redis after every module has stopped. */
@Injectable()
class ProcessResources implements OnApplicationShutdown {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async onApplicationShutdown(signal?: string): Promise<void> {
    log.info({ signal }, 'shut down');
    await this.runtime.bus.close();
    this.runtime.redis?.disconnect();
  }
}

/** identity alone in its process (split mode): see main.ts for the configuration. */
@Module({})
export class IdentitySplitModule {
  static register(runtime: Runtime, readiness: ReadinessCheck[], grpc: SessionGrpcOptions): DynamicModule {
    return {
      module: IdentitySplitModule,
      imports: [RuntimeModule.forRoot(runtime, readiness), IdentityModule.register(), SessionGrpcModule.register(grpc)],
      providers: [ProcessResources],
    };
  }
}
