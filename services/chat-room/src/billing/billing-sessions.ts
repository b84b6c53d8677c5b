import type { Sql } from '@dating/platform';

/** A billed chat session as stored (chat_room.billing_sessions). */
export interface BillingSessionRow {
  id: string;
  room_id: string;
  man_id: string;
  woman_id: string;
  state: 'waiting' | 'active' | 'stopped';
  man_wrote: boolean;
  woman_wrote: boolean;
  price: number;
  minute_ms: number;
  started_at: Date | null;
  minutes_charged: number;
  credits_charged: string;
  hold_minute: number;
  hold_id: string | null;
  next_tick_at: Date | null;
  man_offline_since: Date | null;
  woman_offline_since: Date | null;
  stopped_at: Date | null;
  stop_reason: string | null;
  created_at: Date;
}

export const SESSION_COLUMNS = `id, room_id, man_id, woman_id, state, man_wrote, woman_wrote, price, minute_ms, started_at, minutes_charged,
  credits_charged::text AS credits_charged, hold_minute, hold_id, next_tick_at, man_offline_since, woman_offline_since, stopped_at, stop_reason, created_at`;

/** The room's session that has not stopped, if any. */
export async function openSessionOf(sql: Sql, roomId: string): Promise<BillingSessionRow | null> {
  const [row] = await sql.query<BillingSessionRow>(`SELECT ${SESSION_COLUMNS} FROM chat_room.billing_sessions WHERE room_id = $1 AND state <> 'stopped'`, [
    roomId,
  ]);
  return row ?? null;
}

/** The price of a chat minute, as billing last announced it. */
export async function textChatPrice(sql: Sql): Promise<number> {
  const [row] = await sql.query<{ price: number }>(`SELECT price FROM chat_room.prices WHERE action = 'text_chat'`);
  return row?.price ?? 1;
}
