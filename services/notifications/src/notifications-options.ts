import { type EnvSchema, loadConfig } from '@dating/platform';
import { MEMBER_EMAIL_DELAY_MS } from '@dating/rules';

/** notifications' own variables, read when its module starts (in every mode), with a clear message when wrong. */
export const NOTIFICATIONS_ENV = {
  EMAIL_DIGEST_DELAY_MS: {
    kind: 'int',
    min: 1_000,
    max: 86_400_000,
    expects: 'how long a notification stays unseen before it is e-mailed, 1000-86400000 ms (tests use about a second)',
    default: String(MEMBER_EMAIL_DELAY_MS),
  },
  EMAIL_DIGEST_EVERY_MS: { kind: 'int', min: 200, max: 3_600_000, expects: 'how often the e-mail digests are looked for, 200-3600000 ms', default: '60000' },
} as const satisfies EnvSchema;

export interface NotificationsOptions {
  /** A notification unseen this long is e-mailed (MEMBER_EMAIL_DELAY_MS by default). */
  emailDelayMs: number;
  /** How often the digest job runs. */
  emailEveryMs: number;
}

export const NOTIFICATIONS_OPTIONS = Symbol('NOTIFICATIONS_OPTIONS');

/** The options of NotificationsModule: what the caller set, else the environment, else the defaults. */
export function notificationsOptions(overrides: Partial<NotificationsOptions> = {}, env: NodeJS.ProcessEnv = process.env): NotificationsOptions {
  const config = loadConfig(NOTIFICATIONS_ENV, env);
  return {
    emailDelayMs: overrides.emailDelayMs ?? config.EMAIL_DIGEST_DELAY_MS,
    emailEveryMs: overrides.emailEveryMs ?? config.EMAIL_DIGEST_EVERY_MS,
  };
}
