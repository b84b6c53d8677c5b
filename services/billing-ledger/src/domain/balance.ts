/** Below this many available credits the member gets a "top up" nudge. */
export const LOW_BALANCE_THRESHOLD = 10;

/** True only on the transition from >= threshold to < threshold, so the nudge fires once, not on every charge. */
export function crossedLowBalance(before: number, after: number, threshold: number = LOW_BALANCE_THRESHOLD): boolean {
  return before >= threshold && after < threshold;
}
