import { iso, isoOrNull, type Sql } from '@dating/platform';
import type { DispatchState } from '../domain/dispatches.js';
import { MailError } from '../domain/mail-errors.js';
import type { MailPorts } from '../ports/mail-ports.js';

/** Block checks asked at once (each is a call to profiles; split, a gRPC call). */
const BLOCK_CHECKS_AT_ONCE = 20;

/**
 * A dispatch goes only to men its lady may write to: known as men to mail, and neither of them
 * blocked the other. Her own proposal and a moderator's dispatch are checked alike (the ids
 * refused are named under `recipient_ids`).
 */
export async function checkDispatchRecipients(db: Sql, ports: MailPorts, ladyId: string, ids: string[]): Promise<void> {
  const men = new Set(
    (await db.query<{ id: string }>(`SELECT member_id::text AS id FROM mail.members WHERE member_id = ANY($1::bigint[]) AND user_type = 'man'`, [ids])).map(
      (r) => r.id,
    ),
  );
  const refused = ids.filter((id) => !men.has(id));
  const candidates = ids.filter((id) => men.has(id));
  for (let i = 0; i < candidates.length; i += BLOCK_CHECKS_AT_ONCE) {
    const chunk = candidates.slice(i, i + BLOCK_CHECKS_AT_ONCE);
    const blocked = await Promise.all(chunk.map((man) => ports.blockedEitherWay(ladyId, man)));
    refused.push(...chunk.filter((_, j) => blocked[j]));
  }
  if (refused.length) {
    const text = `You cannot write to these members: ${refused.join(', ')}`;
    throw new MailError('MAIL.INVALID', text, { recipient_ids: [text] });
  }
}

/** A dispatch as its lady reads it (letter/get/dispatches, letter/dispatch). */
export interface LadyDispatchView {
  id: number;
  subject: string;
  message: string;
  /** awaiting_approval, sending, done (every copy sent or skipped) or rejected. */
  state: DispatchState;
  /** How many men it was proposed to; `sent` and `skipped` count the copies so far. */
  total: number;
  sent: number;
  skipped: number;
  /** The moderator's reason, on a rejected one. */
  reject_reason: string | null;
  time_create: string;
  time_decided: string | null;
  time_finished: string | null;
}

export interface LadyDispatchRow {
  id: string;
  subject: string;
  message: string;
  state: DispatchState;
  total: number;
  sent: number;
  skipped: number;
  reject_reason: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
  finished_at: Date | string | null;
}

export const LADY_DISPATCH_COLUMNS = `d.id::text, d.subject, d.message, d.state, d.total, d.sent, d.skipped, d.reject_reason, d.created_at, d.decided_at, d.finished_at`;

export const ladyDispatchView = (row: LadyDispatchRow): LadyDispatchView => ({
  id: Number(row.id),
  subject: row.subject,
  message: row.message,
  state: row.state,
  total: row.total,
  sent: row.sent,
  skipped: row.skipped,
  reject_reason: row.state === 'rejected' ? row.reject_reason : null,
  time_create: iso(row.created_at),
  time_decided: isoOrNull(row.decided_at),
  time_finished: isoOrNull(row.finished_at),
});
