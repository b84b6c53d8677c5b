import { type EnvSchema, loadConfig } from '@dating/platform';
import { STAFF_ACCESS } from './domain/staff-access.js';

/** identity's own variables, read when its module starts (in every mode), with a clear message when wrong. */
export const IDENTITY_ENV = {
  STAFF_IDLE_MINUTES: {
    kind: 'int',
    min: 1,
    max: 1440,
    expects: 'the minutes a staff session may go without a request before it ends, 1-1440',
    default: String(STAFF_ACCESS.idleMinutes),
  },
} as const satisfies EnvSchema;

export interface IdentityOptions {
  /** A staff session ends after this many minutes without a request. */
  staffIdleMinutes: number;
}

export const IDENTITY_OPTIONS = Symbol('IDENTITY_OPTIONS');

/** The options of IdentityModule: what the caller set, else the environment, else the defaults. */
export function identityOptions(overrides: Partial<IdentityOptions> = {}, env: NodeJS.ProcessEnv = process.env): IdentityOptions {
  const config = loadConfig(IDENTITY_ENV, env);
  return { staffIdleMinutes: overrides.staffIdleMinutes ?? config.STAFF_IDLE_MINUTES };
}
