import { type DynamicModule, Global, Inject, Injectable, Module, type OnApplicationBootstrap, type OnApplicationShutdown, type Provider } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { DataSource, EntitySchema, MigrationInterface } from 'typeorm';
import type { EventBus, Subscription } from '../bus/event-bus.js';
import { TokenSigner } from '../auth/token-signer.js';
import { openServiceDatabase } from '../database/service-database.js';
import { OutboxRelay } from '../outbox/outbox-relay.js';
import { HealthController, READINESS_CHECKS, type ReadinessCheck } from '../health/health.controller.js';

/**
 * What every service module receives from the process that hosts it: the all-in-one process on
 * the embedded default, or a service's own main.ts in split mode.
 */
export interface Runtime {
  databaseUrl: string;
  /** True on PGlite: one session, no extensions. */
  embedded: boolean;
  bus: EventBus;
  redis: Redis | null;
  tokens: TokenSigner;
  /** Local folder for data that is not in the database (captured mail, media). */
  dataDir: string;
  /** Where members reach the site, for links in e-mails and payment return pages. */
  publicUrl: string;
  /** Development providers (captcha, mail capture, sandbox payments) instead of real ones. */
  devProviders: boolean;
}

export const RUNTIME = Symbol('RUNTIME');

@Global()
@Module({ controllers: [HealthController] })
export class RuntimeModule {
  static forRoot(runtime: Runtime, readiness: ReadinessCheck[] = []): DynamicModule {
    return {
      module: RuntimeModule,
      providers: [
        { provide: RUNTIME, useValue: runtime },
        { provide: TokenSigner, useValue: runtime.tokens },
        { provide: READINESS_CHECKS, useValue: readiness },
      ],
      exports: [RUNTIME, TokenSigner, READINESS_CHECKS],
    };
  }
}

/**
 * A service's database as a Nest provider: opened on its own schema, migrated, with an outbox
 * relay that starts once the application is up and stops before the connection closes.
 */
export interface ServiceDatabase {
  dataSource: DataSource;
  schema: string;
  relay: OutboxRelay;
}

export function serviceDatabaseProvider(
  token: symbol,
  options: { schema: string; entities?: (Function | EntitySchema)[]; migrations: (new () => MigrationInterface)[]; poolSize?: number },
): Provider {
  return {
    provide: token,
    inject: [RUNTIME, READINESS_CHECKS],
    useFactory: async (runtime: Runtime, readiness: ReadinessCheck[]): Promise<ServiceDatabase> => {
      const dataSource = await openServiceDatabase({ url: runtime.databaseUrl, embedded: runtime.embedded, ...options });
      readiness.push({ name: `database:${options.schema}`, check: async () => (await dataSource.query('SELECT 1 AS ok')).length === 1 });
      return { dataSource, schema: options.schema, relay: new OutboxRelay(dataSource, options.schema, runtime.bus) };
    },
  };
}

/** Starts a service database's relay and subscriptions with the app, and closes them in order. */
@Injectable()
export class ServiceLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly subscriptions: Subscription[] = [];
  private readonly starters: (() => Promise<Subscription | void>)[] = [];
  private readonly databases: ServiceDatabase[] = [];

  constructor(@Inject(RUNTIME) readonly runtime: Runtime) {}

  manage(database: ServiceDatabase): void {
    this.databases.push(database);
  }

  /** Registers a subscription to open once every module is ready. */
  onStart(start: () => Promise<Subscription | void>): void {
    this.starters.push(start);
  }

  async onApplicationBootstrap(): Promise<void> {
    for (const db of this.databases) db.relay.start();
    for (const start of this.starters) {
      const sub = await start();
      if (sub) this.subscriptions.push(sub);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    for (const sub of this.subscriptions.splice(0)) await sub.close().catch(() => undefined);
    for (const db of this.databases) {
      await db.relay.stop();
      if (db.dataSource.isInitialized) await db.dataSource.destroy();
    }
  }
}

export type { Redis };
