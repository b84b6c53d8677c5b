import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the back office's finance and catalogue resources keep (docs/admin-api.md):
 * - credit packs are retired, never deleted (payments keep their own copy of the pack's name,
 *   credits and price): `retired_at` beside `active`, and when a pack was created and last changed;
 * - who last changed a price;
 * - `refund_requests`: every refund finance asked a provider for, and what the provider answered;
 * - `ledger_verifications`: the results of the ledger check run from the back office;
 * - the lookup of a reversal by its charge id, and of payments by the day they were approved
 *   (the finance dashboard).
 */
export class BillingAdmin1764100000000 implements MigrationInterface {
  name = 'BillingAdmin1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE billing.credit_packs
      ADD COLUMN retired_at timestamptz,
      ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
      ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`);
    await q.query(`UPDATE billing.credit_packs SET retired_at = now() WHERE NOT active`);
    await q.query(`ALTER TABLE billing.credit_packs ADD CONSTRAINT credit_packs_retired CHECK (active = (retired_at IS NULL))`);
    await q.query(`ALTER TABLE billing.prices ADD COLUMN updated_by text`);
    await q.query(`CREATE TABLE billing.refund_requests (
      id bigserial PRIMARY KEY,
      payment_id uuid NOT NULL REFERENCES billing.payments(id),
      -- Set when the money refunded is a payment exception's (a sale that granted nothing).
      payment_exception_id bigint REFERENCES billing.payment_exceptions(id),
      account_id text NOT NULL,
      provider text NOT NULL,
      provider_transaction_id text NOT NULL,
      amount_usd_cents bigint NOT NULL,
      reason text NOT NULL,
      staff_id text NOT NULL,
      -- asking: recorded, the provider not asked yet; sent: the provider took it (its postback
      -- reverses the payment); manual: finance makes it at the provider; failed: not taken.
      outcome text NOT NULL DEFAULT 'asking' CHECK (outcome IN ('asking', 'sent', 'manual', 'failed')),
      instructions text,
      postback_status int,
      requested_at timestamptz NOT NULL DEFAULT now(),
      answered_at timestamptz
    )`);
    await q.query(`CREATE INDEX refund_requests_requested ON billing.refund_requests (requested_at DESC)`);
    await q.query(`CREATE INDEX refund_requests_payment ON billing.refund_requests (payment_id, requested_at DESC)`);
    await q.query(`CREATE TABLE billing.ledger_verifications (
      id bigserial PRIMARY KEY,
      ok boolean NOT NULL,
      checked_accounts bigint NOT NULL,
      checked_events bigint NOT NULL,
      mismatch_count int NOT NULL,
      -- The first LEDGER_VERIFICATION_KEPT_MISMATCHES mismatches: [{ account_id, problem }].
      mismatches jsonb NOT NULL,
      ran_at timestamptz NOT NULL,
      duration_ms int NOT NULL,
      staff_id text
    )`);
    await q.query(`CREATE INDEX ledger_verifications_ran ON billing.ledger_verifications (ran_at DESC)`);
    await q.query(`CREATE INDEX ledger_events_reversed_charge ON billing.ledger_events ((data->>'chargeId')) WHERE type = 'ChargeReversed'`);
    await q.query(`CREATE INDEX payments_approved ON billing.payments (approved_at) WHERE approved_at IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS billing.payments_approved`);
    await q.query(`DROP INDEX IF EXISTS billing.ledger_events_reversed_charge`);
    await q.query(`DROP TABLE IF EXISTS billing.ledger_verifications`);
    await q.query(`DROP TABLE IF EXISTS billing.refund_requests`);
    await q.query(`ALTER TABLE billing.prices DROP COLUMN updated_by`);
    await q.query(`ALTER TABLE billing.credit_packs DROP CONSTRAINT credit_packs_retired`);
    await q.query(`ALTER TABLE billing.credit_packs DROP COLUMN updated_at, DROP COLUMN created_at, DROP COLUMN retired_at`);
  }
}
