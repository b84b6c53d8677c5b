import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payments hardening (see payments/README.md):
 * - payment states `processing` (the hosted page took the card, the provider's answer is on its
 *   way), `expired` (an unpaid checkout past CHECKOUT_REUSE_HOURS) and `needs_refund` (money was
 *   taken but nothing may be granted: a one-time pack bought before);
 * - `payment_exceptions`: money taken that was not granted (a second sale on a paid checkout, a
 *   one-time pack already bought), the finance queue until the provider reports the refund;
 * - who asked the provider for a refund, and when;
 * - postbacks are recorded raw (capped bytes) as soon as they arrive, before they are judged.
 */
export class PaymentsHardening1764000000000 implements MigrationInterface {
  name = 'PaymentsHardening1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE billing.payments DROP CONSTRAINT payments_status_check`);
    await q.query(`ALTER TABLE billing.payments ADD CONSTRAINT payments_status_check
      CHECK (status IN ('pending', 'processing', 'approved', 'declined', 'expired', 'needs_refund', 'reversed'))`);
    await q.query(`ALTER TABLE billing.payments
      ADD COLUMN refund_requested_at timestamptz,
      ADD COLUMN refund_requested_by text,
      ADD COLUMN refund_reason text`);
    await q.query(`CREATE TABLE billing.payment_exceptions (
      id bigserial PRIMARY KEY,
      payment_id uuid NOT NULL REFERENCES billing.payments(id),
      account_id text NOT NULL,
      provider text NOT NULL,
      provider_transaction_id text NOT NULL,
      amount_usd_cents bigint NOT NULL,
      currency text NOT NULL,
      reason text NOT NULL CHECK (reason IN ('checkout_already_paid', 'one_time_pack_already_bought')),
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'refunded', 'charged_back')),
      reversal_transaction_id text,
      refund_requested_at timestamptz,
      refund_requested_by text,
      refund_reason text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      resolved_at timestamptz,
      UNIQUE (provider, provider_transaction_id)
    )`);
    await q.query(`CREATE INDEX payment_exceptions_open ON billing.payment_exceptions (created_at DESC) WHERE status = 'open'`);
    await q.query(`CREATE INDEX payment_exceptions_payment ON billing.payment_exceptions (payment_id)`);
    await q.query(`ALTER TABLE billing.postbacks
      ADD COLUMN raw_request bytea,
      ADD COLUMN raw_size int`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE billing.postbacks DROP COLUMN raw_size, DROP COLUMN raw_request`);
    await q.query(`DROP TABLE IF EXISTS billing.payment_exceptions`);
    await q.query(`ALTER TABLE billing.payments DROP COLUMN refund_reason, DROP COLUMN refund_requested_by, DROP COLUMN refund_requested_at`);
    // Rows in the new states would break the old constraint: they go back to what they nearest were.
    await q.query(`UPDATE billing.payments SET status = CASE status WHEN 'needs_refund' THEN 'approved' WHEN 'expired' THEN 'declined' ELSE 'pending' END
      WHERE status IN ('processing', 'expired', 'needs_refund')`);
    await q.query(`ALTER TABLE billing.payments DROP CONSTRAINT payments_status_check`);
    await q.query(`ALTER TABLE billing.payments ADD CONSTRAINT payments_status_check CHECK (status IN ('pending', 'approved', 'declined', 'reversed'))`);
  }
}
