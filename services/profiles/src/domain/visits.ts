/**
 * A visit (spec section 6: a member who loads another's profile is recorded as a visitor). Opening
 * the same profile again within the repeat window is not a new visit: reloading a page must not
 * flood the lady's visitors list and notifications.
 */
export const VISITS = {
  repeatWindowMs: 60 * 60_000,
} as const;

export type VisitDecision = 'first' | 'again' | 'repeat';

/** Whether this load is a visit: the first ever, again after the repeat window, or a repeat within it. */
export function decideVisit(lastVisitedAt: Date | null, now: Date = new Date()): VisitDecision {
  if (!lastVisitedAt) return 'first';
  return now.getTime() - lastVisitedAt.getTime() >= VISITS.repeatWindowMs ? 'again' : 'repeat';
}

/** A previous visit at or before this instant makes a load a visit again. */
export function visitAgainBefore(now: Date = new Date()): Date {
  return new Date(now.getTime() - VISITS.repeatWindowMs);
}
