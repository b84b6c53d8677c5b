import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Billed chat sessions: one open session per room at most. The ticker claims due sessions with
 * FOR UPDATE SKIP LOCKED and a lease, and every ledger call carries a key derived from the session
 * and the minute, so a restart never charges a minute twice nor loses one.
 */
export class BillingSessions1765000000100 implements MigrationInterface {
  name = 'BillingSessions1765000000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE chat_room.billing_sessions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      room_id uuid NOT NULL REFERENCES chat_room.rooms (id),
      man_id text NOT NULL,
      woman_id text NOT NULL,
      state text NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'active', 'stopped')),
      man_wrote boolean NOT NULL DEFAULT false,
      woman_wrote boolean NOT NULL DEFAULT false,
      price integer NOT NULL DEFAULT 0,
      minute_ms integer NOT NULL,
      started_at timestamptz,
      minutes_charged integer NOT NULL DEFAULT 0,
      credits_charged bigint NOT NULL DEFAULT 0,
      hold_minute integer NOT NULL DEFAULT 0,
      hold_id text,
      next_tick_at timestamptz,
      lease_until timestamptz,
      man_offline_since timestamptz,
      woman_offline_since timestamptz,
      stopped_at timestamptz,
      stop_reason text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX billing_sessions_open ON chat_room.billing_sessions (room_id) WHERE state <> 'stopped'`);
    await q.query(`CREATE INDEX billing_sessions_due ON chat_room.billing_sessions (next_tick_at) WHERE state = 'active'`);
    await q.query(`CREATE INDEX billing_sessions_created ON chat_room.billing_sessions (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE chat_room.billing_sessions`);
  }
}
