import { SiteError } from './site-error.js';

/**
 * A moderator's decision read from a back-office body (`decision`: one of `choices`); anything
 * else answers 10002 under the field. Photo moderation and dispatch approval use it.
 */
export function staffDecisionOf<T extends string>(body: Record<string, unknown> | undefined, choices: readonly T[]): T {
  const decision = body?.decision;
  if (typeof decision === 'string' && (choices as readonly string[]).includes(decision)) return decision as T;
  const message = `The decision is ${choices.join(' or ')}`;
  throw new SiteError(10002, message, { decision: [message] });
}
