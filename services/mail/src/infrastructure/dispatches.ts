import { iso, isoOrNull } from '@dating/platform';
import type { DispatchState } from '../domain/dispatches.js';

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
