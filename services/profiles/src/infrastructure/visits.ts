import { encodeEvent, type Transaction } from '@dating/platform';
import { ProfileVisitedEvent } from '../contracts/profiles-events.js';
import { type VisitDecision, visitAgainBefore } from '../domain/visits.js';

/**
 * Records that `visitorId` opened `visitedId`'s profile: the visit row (first and last time, how
 * many times, unseen again) and ProfileVisited in the outbox, in one transaction. A repeat within
 * the window changes nothing (decideVisit's rule, applied by the statements themselves so two
 * concurrent loads record one visit). A first visit raises the profile's popularity (top/females).
 */
export async function recordVisit(tx: Transaction, visitorId: string, visitedId: string, now: Date = new Date()): Promise<VisitDecision> {
  const inserted = await tx.query(
    `INSERT INTO profiles.visits (visitor_id, visited_id, first_visited_at, last_visited_at) VALUES ($1, $2, $3, $3)
     ON CONFLICT (visitor_id, visited_id) DO NOTHING RETURNING 1 AS first`,
    [visitorId, visitedId, now],
  );
  let decision: VisitDecision = 'first';
  if (inserted.length) {
    await tx.query(`UPDATE profiles.profiles SET popularity = popularity + 1 WHERE member_id = $1`, [visitedId]);
  } else {
    const again = await tx.query(
      // A top-level UPDATE answers [rows, count] through TypeORM; wrapped, it answers its rows.
      `WITH again AS (UPDATE profiles.visits SET last_visited_at = $3, visits = visits + 1, seen_at = NULL
         WHERE visitor_id = $1 AND visited_id = $2 AND last_visited_at <= $4 RETURNING 1 AS again) SELECT again FROM again`,
      [visitorId, visitedId, now, visitAgainBefore(now)],
    );
    if (!again.length) return 'repeat';
    decision = 'again';
  }
  await tx.publish([
    encodeEvent(
      ProfileVisitedEvent,
      { visitorId, visitedId, visitedAtMs: BigInt(now.getTime()), firstVisit: decision === 'first' },
      { streamId: visitedId, actor: `member:${visitorId}`, occurredAt: now },
    ),
  ]);
  return decision;
}
