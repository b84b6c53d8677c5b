import { type BeforeApplicationShutdown, type DynamicModule, type INestApplicationContext, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { logger } from '../logging/logger.js';
import type { GrpcServerHandle } from './grpc-server.js';

const log = logger('grpc');

export interface GrpcEndpointOptions {
  /** Names the endpoint in its process, e.g. `identity.sessions`: find it with `GrpcEndpoint.of(app, name)`. */
  name: string;
  /**
   * Starts the server (`startGrpcServer`, or a service's wrapper of it) once every module is ready.
   * `moduleRef` finds the providers it serves anywhere in the app: `moduleRef.get(X, { strict: false })`.
   */
  start(moduleRef: ModuleRef): Promise<GrpcServerHandle>;
}

/**
 * A gRPC server that lives as long as the Nest application: started on bootstrap, after every
 * module is ready, and drained before shutdown, so in-flight calls finish while the database,
 * relays and buses are still open (they close in the later shutdown hooks).
 */
export class GrpcEndpoint implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private server: GrpcServerHandle | null = null;

  constructor(
    readonly name: string,
    private readonly starter: GrpcEndpointOptions['start'],
    private readonly moduleRef: ModuleRef,
  ) {}

  /** The injection token of the endpoint named `name`. */
  static token(name: string): string {
    return `GrpcEndpoint:${name}`;
  }

  /** The endpoint named `name` in a running app (for its port). */
  static of(app: Pick<INestApplicationContext, 'get'>, name: string): GrpcEndpoint {
    return app.get<GrpcEndpoint>(GrpcEndpoint.token(name), { strict: false });
  }

  /** The port it listens on (the one chosen when the options asked for port 0); only while it runs. */
  get port(): number {
    if (!this.server) throw new Error(`gRPC endpoint ${this.name} is not running`);
    return this.server.port;
  }

  async onApplicationBootstrap(): Promise<void> {
    this.server = await this.starter(this.moduleRef);
  }

  async beforeApplicationShutdown(signal?: string): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    log.info({ endpoint: this.name, signal }, 'draining gRPC endpoint');
    await server.stop();
  }
}

/**
 * Adds a gRPC endpoint to an app: `GrpcEndpointModule.register({ name, start: (moduleRef) =>
 * startGrpcServer(...) })`. The endpoint closes only its server; the transports of the process
 * (bus, Redis) belong to whoever made the runtime (bootstrapService, or a test app).
 */
@Module({})
export class GrpcEndpointModule {
  static register(options: GrpcEndpointOptions): DynamicModule {
    const token = GrpcEndpoint.token(options.name);
    return {
      module: GrpcEndpointModule,
      providers: [{ provide: token, inject: [ModuleRef], useFactory: (moduleRef: ModuleRef) => new GrpcEndpoint(options.name, options.start, moduleRef) }],
      exports: [token],
    };
  }
}
