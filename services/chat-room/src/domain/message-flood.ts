/** How fast one member may send chat messages: a burst of `burst`, then `perMinute` (a token bucket). */
export interface FloodLimit {
  burst: number;
  perMinute: number;
}

/**
 * Holds each member's chat messages to a person's pace, so a script cannot flood a companion (or
 * the messages table): a message takes a token, tokens come back at `perMinute`, at most `burst`
 * wait. Per process: with several processes a member's sockets on different ones each have a
 * bucket, which still bounds a flood.
 */
export class FloodGuard {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly limit: FloodLimit,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes a token for one message of `memberId`; false when she is over the limit (the message is refused). */
  take(memberId: string): boolean {
    const now = this.now();
    const bucket = this.buckets.get(memberId) ?? { tokens: this.limit.burst, at: now };
    bucket.tokens = this.refilled(bucket, now);
    bucket.at = now;
    this.buckets.set(memberId, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  /** Forgets the members whose bucket is full again (the map holds only those sending now). */
  sweep(): void {
    const now = this.now();
    for (const [memberId, bucket] of this.buckets) if (this.refilled(bucket, now) >= this.limit.burst) this.buckets.delete(memberId);
  }

  /** Members with a bucket (for tests). */
  get size(): number {
    return this.buckets.size;
  }

  private refilled(bucket: { tokens: number; at: number }, now: number): number {
    return Math.min(this.limit.burst, bucket.tokens + ((now - bucket.at) * this.limit.perMinute) / 60_000);
  }
}
