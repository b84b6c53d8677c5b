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
  /** The lady's camera is on (live cam): the next minutes are held at `video_price`. */
  cam_on: boolean;
  /** The service and price of the minute held now (`hold_minute`). */
  hold_service: ChatService;
  hold_price: number;
  video_price: number | null;
  /** A text hold of the current minute replaced by its video hold, not yet given back. */
  spare_hold_id: string | null;
  cam_minutes: number;
}

/** The ledger services a chat minute is billed as. */
export type ChatService = 'text_chat' | 'video_chat';

export const SESSION_COLUMNS = `id, room_id, man_id, woman_id, state, man_wrote, woman_wrote, price, minute_ms, started_at, minutes_charged,
  credits_charged::text AS credits_charged, hold_minute, hold_id, next_tick_at, man_offline_since, woman_offline_since, stopped_at, stop_reason, created_at,
  cam_on, hold_service, hold_price, video_price, spare_hold_id, cam_minutes`;

/** The room's session that has not stopped, if any. */
export async function openSessionOf(sql: Sql, roomId: string): Promise<BillingSessionRow | null> {
  const [row] = await sql.query<BillingSessionRow>(`SELECT ${SESSION_COLUMNS} FROM chat_room.billing_sessions WHERE room_id = $1 AND state <> 'stopped'`, [
    roomId,
  ]);
  return row ?? null;
}

/** The price of a chat minute (`text_chat`) or of a live cam minute (`video_chat`), as billing last announced it. */
export async function chatPrice(sql: Sql, service: ChatService = 'text_chat'): Promise<number> {
  const [row] = await sql.query<{ price: number }>(`SELECT price FROM chat_room.prices WHERE action = $1`, [service]);
  return row?.price ?? (service === 'video_chat' ? 3 : 1);
}
