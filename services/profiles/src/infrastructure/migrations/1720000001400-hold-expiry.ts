import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Billing's hold expiry, followed (reaction `expired-when-hold-expired`): when billing gives back the
 * credits of a gift or a contact request that no moderator decided in time (its HoldExpired),
 * `hold_expired_at` records it. The member then reads his credits as returned, the back office
 * sees it can only be rejected, and the rejection asks billing for nothing. The partial indexes find
 * a waiting row by its hold (the only rows the event changes).
 */
export class HoldExpiry1720000001400 implements MigrationInterface {
  name = 'HoldExpiry1720000001400';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['gift_sends', 'contact_requests']) {
      await q.query(`ALTER TABLE profiles.${table} ADD COLUMN hold_expired_at timestamptz`);
      await q.query(`CREATE INDEX ${table}_waiting_by_hold ON profiles.${table} (hold_id) WHERE status IN ('process', 'verification')`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['gift_sends', 'contact_requests']) {
      await q.query(`DROP INDEX profiles.${table}_waiting_by_hold`);
      await q.query(`ALTER TABLE profiles.${table} DROP COLUMN hold_expired_at`);
    }
  }
}
