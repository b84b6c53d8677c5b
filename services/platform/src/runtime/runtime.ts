import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { EventBus } from '../bus/event-bus.js';
import { TokenSigner } from '../auth/token-signer.js';
import { HealthController, READINESS_CHECKS, type ReadinessCheck } from '../health/health.controller.js';

/**
 * What every service module receives from the process that hosts it: the all-in-one process on
 * the embedded default, or a service's own main.ts in split mode. The host opened the bus and
 * Redis and closes them after the app has closed; a module never closes them.
 */
export interface Runtime {
  databaseUrl: string;
  /** DEPLOYMENT_NAME: names this deployment's keys and channels on a shared Redis (deploymentScope). */
  deploymentName?: string;
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

export type { Redis };
