import { encodeEvent, type Transaction } from '@dating/platform';
import { MemberEmailRequestedEvent } from '@dating/identity/contracts';
import { MEMBER_EMAIL_GAP_MS } from '@dating/rules';
import { type DueNotification, EMAIL_KIND_OF, type EmailDigest, emailDigestsOf } from '../domain/email-digests.js';
import { shownTo } from './visibility.js';

const TYPES = Object.keys(EMAIL_KIND_OF);
const KINDS = TYPES.map((type) => EMAIL_KIND_OF[type as keyof typeof EMAIL_KIND_OF]);
const GAPS = KINDS.map((kind) => MEMBER_EMAIL_GAP_MS[kind]);

/**
 * One pass of the digests, in the caller's transaction: takes up to `limit` notifications unseen
 * for `delayMs` (MEMBER_EMAIL_DELAY_MS unless configured) and not yet settled (locked, skipping any
 * another pass holds), except those of a recipient e-mailed about their kind less than its gap ago
 * (they wait and go in the next e-mail); settles them all; and asks identity (MemberEmailRequested,
 * through the outbox) for one e-mail per recipient and kind. A pair that blocked each other is
 * settled without an e-mail, as its notifications are left out of every list; so are a banned
 * member's.
 */
export async function takeEmailDigests(tx: Transaction, { limit, delayMs }: { limit: number; delayMs: number }): Promise<EmailDigest[]> {
  const rows = await tx.query<DueNotification & { hidden: boolean }>(
    `WITH kinds AS (SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[]) AS k(type, kind, gap_ms))
     SELECT n.id::text AS id, n.recipient_id::text AS "recipientId", n.sender_id::text AS "senderId", n.type,
            NOT (${shownTo('n.recipient_id', 'n.sender_id')}) AS hidden
       FROM notifications.notifications n JOIN kinds k ON k.type = n.type
      WHERE n.email_settled_at IS NULL AND n.seen_at IS NULL AND n.created_at <= now() - $4 * interval '1 millisecond'
        AND NOT EXISTS (SELECT 1 FROM notifications.email_digests d
                         WHERE d.recipient_id = n.recipient_id AND d.kind = k.kind AND d.sent_at > now() - k.gap_ms * interval '1 millisecond')
      ORDER BY n.recipient_id, n.created_at DESC, n.id DESC
      LIMIT $5
      FOR UPDATE OF n SKIP LOCKED`,
    [TYPES, KINDS, GAPS, delayMs, limit],
  );
  if (!rows.length) return [];
  await tx.query(`UPDATE notifications.notifications SET email_settled_at = now() WHERE id = ANY($1::bigint[])`, [rows.map((r) => r.id)]);
  const digests = emailDigestsOf(rows.filter((r) => !r.hidden));
  if (!digests.length) return [];
  await tx.query(
    `INSERT INTO notifications.email_digests (recipient_id, kind, sent_at) SELECT r, k, now() FROM unnest($1::bigint[], $2::text[]) AS t(r, k)
     ON CONFLICT (recipient_id, kind) DO UPDATE SET sent_at = EXCLUDED.sent_at`,
    [digests.map((d) => d.recipientId), digests.map((d) => d.kind)],
  );
  await tx.publish(
    digests.map((d) =>
      encodeEvent(
        MemberEmailRequestedEvent,
        { recipientId: d.recipientId, kind: d.kind, count: BigInt(d.notificationIds.length), senderIds: d.senderIds, otherSenders: BigInt(d.otherSenders) },
        { streamId: d.recipientId, actor: 'system:email-digests' },
      ),
    ),
  );
  return digests;
}

/** The letter was read on the site before its e-mail went: it needs none. */
export async function settleReadLetter(sql: Pick<Transaction, 'query'>, letterId: string, readerId: string): Promise<void> {
  await sql.query(
    `UPDATE notifications.notifications SET email_settled_at = now()
      WHERE recipient_id = $2 AND type = 'mail' AND letter_id = $1 AND email_settled_at IS NULL`,
    [letterId, readerId],
  );
}
