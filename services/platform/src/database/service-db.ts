import { type DynamicModule, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { DataSource, EntityManager, MigrationInterface } from 'typeorm';
import type { EventBus, Subscription } from '../bus/event-bus.js';
import { type Reaction, subscribeReactions } from '../events/event-consumer.js';
import type { OutgoingEvent } from '../events/event-definition.js';
import { OutboxRelay } from '../outbox/outbox-relay.js';
import { appendToOutbox } from '../outbox/outbox.js';
import { READINESS_CHECKS, type ReadinessCheck } from '../health/health.controller.js';
import { RUNTIME, type Runtime } from '../runtime/runtime.js';
import { PipelinedSql } from './pipelined-sql.js';
import { pgPoolOf, preparedSql } from './prepared-sql.js';
import { openServiceDatabase } from './service-database.js';

/** How often an embedded relay looks for rows no kick announced (a backstop: see the relay's construction below). */
const EMBEDDED_POLL_MS = 2000;

/**
 * How every service reads and writes: plain SQL with schema-qualified names, through the
 * service's connection pool or inside one transaction. (TypeORM is kept for the pool and the
 * migration runner only; no entities, no repositories.)
 */
export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

/** A reaction's transaction (its EntityManager) or a data source as `Sql`, for the services' SQL helpers. */
export const sqlOf = (manager: Pick<EntityManager | DataSource, 'query'>): Sql => ({ query: (text, params) => manager.query(text, params) });

/** One transaction: its SQL, and the outbox that commits with it. */
export interface Transaction extends Sql {
  /** The transaction's own manager, for code that needs TypeORM (PGlite: never the injected pool). */
  readonly manager: EntityManager;
  /** Writes integration events to the outbox in this transaction; the relay is kicked after commit. */
  publish(events: OutgoingEvent[]): Promise<void>;
}

/**
 * A service's database: its schema, migrated at boot, its outbox relay (started with the app and
 * stopped before the pool closes), and `transaction()`, which kicks the relay after a commit so no
 * service writes `relay.kick()` by hand.
 */
export class ServiceDb implements Sql, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly consumers: { consumer: string; reactions: Reaction[] }[] = [];
  private readonly subscriptions: Subscription[] = [];

  /**
   * For a hot path's statements outside a transaction: named prepared statements on the pool, so
   * PostgreSQL plans each once per connection (`query` itself on PGlite). Same answers as `query`.
   */
  readonly prepared: Sql;

  /**
   * For a hot read path's short single statements: two connections of the service's own shared in
   * pg's pipeline mode (PipelinedSql), connected at first use (`query` itself on PGlite).
   */
  readonly pipelined: Sql;

  constructor(
    readonly dataSource: DataSource,
    readonly schema: string,
    readonly relay: OutboxRelay,
    private readonly bus: EventBus,
    private readonly options: { prepareStatements?: boolean; kickAfterReactions?: boolean } = {},
  ) {
    this.prepared = options.prepareStatements ? preparedSql(this, schema) : this;
    const pool = options.prepareStatements ? pgPoolOf(this) : null;
    this.pipelined = pool ? new PipelinedSql({ ...pool.options, application_name: `${schema}-pipelined` }) : this;
  }

  /**
   * Subscribes reactions to other services' events once the app is up (call from onModuleInit).
   * Each event is applied with its inbox row in one transaction of this database; `consumer` names
   * the consumer group and the inbox, e.g. "billing-ledger.member-registered".
   */
  onEvents(consumer: string, reactions: Reaction[]): void {
    this.consumers.push({ consumer, reactions });
  }

  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]> {
    return this.dataSource.query(text, params) as Promise<T[]>;
  }

  async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    let published = false;
    const result = await this.dataSource.transaction((manager) =>
      work({
        manager,
        query: <R>(text: string, params?: unknown[]) => manager.query(text, params) as Promise<R[]>,
        publish: async (events) => {
          published ||= events.length > 0;
          await appendToOutbox(manager, this.schema, events);
        },
      }),
    );
    if (published) this.relay.kick();
    return result;
  }

  async onApplicationBootstrap(): Promise<void> {
    this.relay.start();
    for (const { consumer, reactions } of this.consumers) {
      const afterCommit = this.options.kickAfterReactions ? () => this.relay.kick() : undefined;
      this.subscriptions.push(await subscribeReactions({ bus: this.bus, dataSource: this.dataSource, schema: this.schema, consumer, reactions, afterCommit }));
    }
  }

  async onApplicationShutdown(): Promise<void> {
    for (const sub of this.subscriptions.splice(0)) await sub.close().catch(() => undefined);
    await this.relay.stop();
    if (this.pipelined instanceof PipelinedSql) await this.pipelined.close();
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}

export interface ServiceDatabaseModuleOptions {
  /** The injection token the service asks for its ServiceDb by. */
  token: symbol;
  schema: string;
  migrations: (new () => MigrationInterface)[];
  poolSize?: number;
}

/**
 * `ServiceDatabaseModule.forService(...)` gives a service its ServiceDb under its own token, with
 * a readiness check. Needs RuntimeModule.forRoot(...) in the app.
 */
@Module({})
export class ServiceDatabaseModule {
  static forService(options: ServiceDatabaseModuleOptions): DynamicModule {
    return {
      module: ServiceDatabaseModule,
      providers: [
        {
          provide: options.token,
          inject: [RUNTIME, READINESS_CHECKS],
          useFactory: async (runtime: Runtime, readiness: ReadinessCheck[]): Promise<ServiceDb> => {
            const dataSource = await openServiceDatabase({
              url: runtime.databaseUrl,
              embedded: runtime.embedded,
              schema: options.schema,
              migrations: options.migrations,
              poolSize: options.poolSize,
            });
            readiness.push({ name: `database:${options.schema}`, check: async () => (await dataSource.query('SELECT 1 AS ok')).length === 1 });
            return new ServiceDb(
              dataSource,
              options.schema,
              // Embedded, every writer is in this process and kicks its relay after a commit, so the poll
              // is only a backstop: six relays polling PGlite four times a second were 80% of an idle
              // product's statements (8% of a core doing nothing).
              new OutboxRelay(dataSource, options.schema, runtime.bus, {
                sharedSession: runtime.embedded,
                pollIntervalMs: runtime.embedded ? EMBEDDED_POLL_MS : undefined,
              }),
              runtime.bus,
              {
                prepareStatements: !runtime.embedded,
                // With the long embedded poll, what a reaction published goes out at once too.
                kickAfterReactions: runtime.embedded,
              },
            );
          },
        },
      ],
      exports: [options.token],
    };
  }
}
