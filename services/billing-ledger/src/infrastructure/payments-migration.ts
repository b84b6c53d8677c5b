import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payments bookkeeping on top of the ledger tables: when a payment was approved or reversed and
 * why, what each recorded postback was about, and the indexes the checkout and finance reads use.
 */
export class PaymentsBookkeeping1763800000000 implements MigrationInterface {
  name = 'PaymentsBookkeeping1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE billing.payments
      ADD COLUMN approved_at timestamptz,
      ADD COLUMN reversed_at timestamptz,
      ADD COLUMN reversal_kind text CHECK (reversal_kind IN ('chargeback', 'refund')),
      ADD COLUMN reversal_transaction_id text`);
    // Open checkouts are reused per member, pack and provider (see infrastructure/checkouts.ts).
    await q.query(`CREATE INDEX payments_open_checkout ON billing.payments (account_id, credit_pack_id, provider, created_at DESC) WHERE status = 'pending'`);
    await q.query(`CREATE INDEX payments_status ON billing.payments (status, created_at DESC)`);
    await q.query(`ALTER TABLE billing.postbacks
      ADD COLUMN kind text,
      ADD COLUMN payment_id uuid,
      ADD COLUMN provider_transaction_id text,
      ADD COLUMN http_status int,
      ADD COLUMN remote_ip text`);
    await q.query(`CREATE INDEX postbacks_payment ON billing.postbacks (payment_id, received_at DESC)`);
    await q.query(`CREATE INDEX postbacks_received ON billing.postbacks (received_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS billing.postbacks_received`);
    await q.query(`DROP INDEX IF EXISTS billing.postbacks_payment`);
    await q.query(
      `ALTER TABLE billing.postbacks DROP COLUMN remote_ip, DROP COLUMN http_status, DROP COLUMN provider_transaction_id, DROP COLUMN payment_id, DROP COLUMN kind`,
    );
    await q.query(`DROP INDEX IF EXISTS billing.payments_status`);
    await q.query(`DROP INDEX IF EXISTS billing.payments_open_checkout`);
    await q.query(
      `ALTER TABLE billing.payments DROP COLUMN reversal_transaction_id, DROP COLUMN reversal_kind, DROP COLUMN reversed_at, DROP COLUMN approved_at`,
    );
  }
}
