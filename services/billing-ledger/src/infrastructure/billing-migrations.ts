import { kernelMigrations } from '@dating/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { BillingAdmin1764100000000 } from './admin-migration.js';
import { PaymentsHardening1764000000000 } from './payments-hardening-migration.js';
import { BILLING_SCHEMA } from './billing-schema.js';
import { CreditPackBestValue1764300000000 } from './credit-pack-best-value-migration.js';
import { OpenHoldsByAccount1764400000000 } from './open-holds-by-account-migration.js';
import { PaymentsBookkeeping1763800000000 } from './payments-migration.js';
import { VideoChatPrice1764200000000 } from './video-chat-price-migration.js';

/**
 * The ledger's tables. `ledger_events` is the source of truth and append-only (a trigger refuses
 * UPDATE and DELETE); everything else is a projection written in the same statement as the events.
 */
class LedgerTables1763700000000 implements MigrationInterface {
  name = 'LedgerTables1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE billing.members (
      id text PRIMARY KEY,
      user_type text NOT NULL CHECK (user_type IN ('man', 'woman')),
      name text NOT NULL DEFAULT '',
      registered_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE billing.accounts (
      id text PRIMARY KEY,
      posted bigint NOT NULL DEFAULT 0,
      held bigint NOT NULL DEFAULT 0 CHECK (held >= 0),
      -- Credits taken back by provider chargebacks: the only way below zero.
      chargebacks bigint NOT NULL DEFAULT 0 CHECK (chargebacks >= 0),
      version bigint NOT NULL,
      flagged boolean NOT NULL DEFAULT false,
      opened_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT available_never_negative CHECK (posted - held + chargebacks >= 0)
    )`);
    await q.query(`CREATE TABLE billing.ledger_events (
      account_id text NOT NULL,
      version bigint NOT NULL CHECK (version >= 1),
      event_id uuid NOT NULL UNIQUE,
      type text NOT NULL,
      data jsonb NOT NULL,
      -- Signed effect on posted credits; the sum per account is the posted balance.
      posted_delta bigint NOT NULL,
      held_delta bigint NOT NULL,
      actor text NOT NULL,
      correlation_id text NOT NULL,
      occurred_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (account_id, version)
    )`);
    await q.query(`CREATE FUNCTION billing.refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'ledger events are append-only'; END $$`);
    await q.query(`CREATE TRIGGER ledger_events_append_only BEFORE UPDATE OR DELETE ON billing.ledger_events
      FOR EACH ROW EXECUTE FUNCTION billing.refuse_change()`);
    await q.query(`CREATE TABLE billing.holds (
      hold_id text PRIMARY KEY,
      account_id text NOT NULL REFERENCES billing.accounts(id),
      service text NOT NULL,
      reference text NOT NULL,
      amount bigint NOT NULL CHECK (amount > 0),
      captured bigint NOT NULL DEFAULT 0,
      status text NOT NULL,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (captured <= amount)
    )`);
    await q.query(`CREATE INDEX holds_open ON billing.holds (expires_at) WHERE status = 'open'`);
    await q.query(`CREATE TABLE billing.charges (
      charge_id text PRIMARY KEY,
      account_id text NOT NULL REFERENCES billing.accounts(id),
      service text NOT NULL,
      unit_price bigint NOT NULL,
      quantity bigint NOT NULL,
      amount bigint NOT NULL,
      reference text NOT NULL,
      hold_id text,
      reversed boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX charges_account ON billing.charges (account_id, created_at DESC)`);
    await q.query(`CREATE TABLE billing.purchases (
      payment_id text PRIMARY KEY,
      account_id text NOT NULL REFERENCES billing.accounts(id),
      provider text NOT NULL,
      provider_transaction_id text NOT NULL,
      credit_pack_id text,
      credits bigint NOT NULL,
      price_usd_cents bigint NOT NULL,
      reversed boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE billing.idempotency (
      key text PRIMARY KEY,
      account_id text NOT NULL,
      request_hash text NOT NULL,
      response jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE billing.prices (
      action text PRIMARY KEY,
      price bigint NOT NULL CHECK (price > 0),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`INSERT INTO billing.prices (action, price) VALUES
      ('text_chat', 1), ('write_letter', 10), ('private_photo_buy', 5), ('private_video_buy', 10), ('realinfo_request', 500)`);
    await q.query(`CREATE TABLE billing.credit_packs (
      id text PRIMARY KEY,
      name text NOT NULL,
      credits bigint NOT NULL CHECK (credits > 0),
      price_usd_cents bigint NOT NULL CHECK (price_usd_cents > 0),
      segpay_price_point_id text NOT NULL UNIQUE,
      best boolean NOT NULL DEFAULT false,
      one_time boolean NOT NULL DEFAULT false,
      active boolean NOT NULL DEFAULT true,
      sort int NOT NULL DEFAULT 0
    )`);
    await q.query(`INSERT INTO billing.credit_packs (id, name, credits, price_usd_cents, segpay_price_point_id, best, one_time, sort) VALUES
      ('starter', 'Starter: 20 credits', 20, 399, '27001', false, true, 1),
      ('basic', '50 credits', 50, 1499, '27002', false, false, 2),
      ('popular', '150 credits', 150, 3999, '27003', true, false, 3),
      ('premium', '500 credits', 500, 11999, '27004', false, false, 4)`);
    await q.query(`CREATE TABLE billing.payments (
      id uuid PRIMARY KEY,
      account_id text NOT NULL REFERENCES billing.accounts(id),
      credit_pack_id text NOT NULL REFERENCES billing.credit_packs(id),
      pack_name text NOT NULL,
      credits bigint NOT NULL,
      price_usd_cents bigint NOT NULL,
      provider text NOT NULL,
      provider_transaction_id text,
      status text NOT NULL CHECK (status IN ('pending', 'approved', 'declined', 'reversed')),
      decline_reason text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (provider, provider_transaction_id)
    )`);
    await q.query(`CREATE INDEX payments_account ON billing.payments (account_id, created_at DESC)`);
    // A one-time pack is approved at most once per member.
    await q.query(`CREATE TABLE billing.one_time_packs_bought (
      account_id text NOT NULL,
      credit_pack_id text NOT NULL,
      payment_id uuid NOT NULL,
      PRIMARY KEY (account_id, credit_pack_id)
    )`);
    await q.query(`CREATE TABLE billing.postbacks (
      id bigserial PRIMARY KEY,
      provider text NOT NULL,
      verified boolean NOT NULL,
      outcome text NOT NULL,
      payload jsonb NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'postbacks',
      'one_time_packs_bought',
      'payments',
      'credit_packs',
      'prices',
      'idempotency',
      'purchases',
      'charges',
      'holds',
      'ledger_events',
      'accounts',
      'members',
    ]) {
      await q.query(`DROP TABLE IF EXISTS billing.${t}`);
    }
    await q.query(`DROP FUNCTION IF EXISTS billing.refuse_change()`);
  }
}

/**
 * Grant ids are global keys like hold, charge and payment ids: a unique index on the CreditsGranted
 * events (the ledger's lookup of a grant id uses it too). And `billing.ledger_id_taken()`, which
 * the commit statement calls to fail as a unique violation when an id it creates turns out to
 * belong to another account (see commitEvents in ledger-commit.statement.ts).
 */
class LedgerGlobalIds1763900000000 implements MigrationInterface {
  name = 'LedgerGlobalIds1763900000000';

  async up(q: QueryRunner): Promise<void> {
    const duplicates = (await q.query(`SELECT data->>'grantId' AS grant_id, array_agg(DISTINCT account_id) AS accounts
      FROM billing.ledger_events WHERE type = 'CreditsGranted' GROUP BY 1 HAVING count(*) > 1 ORDER BY 1 LIMIT 20`)) as {
      grant_id: string;
      accounts: string[];
    }[];
    if (duplicates.length) {
      // Events are append-only: a grant recorded twice was credited twice and needs a person to decide.
      throw new Error(
        `billing.ledger_events holds grant ids recorded more than once, so ledger_events_grant_id cannot be created: ${duplicates
          .map((d) => `${d.grant_id} (${d.accounts.join(', ')})`)
          .join('; ')}`,
      );
    }
    await q.query(`CREATE UNIQUE INDEX ledger_events_grant_id ON billing.ledger_events ((data->>'grantId')) WHERE type = 'CreditsGranted'`);
    await q.query(`CREATE FUNCTION billing.ledger_id_taken() RETURNS int LANGUAGE plpgsql AS $$
      BEGIN
        RAISE unique_violation USING MESSAGE = 'ledger: a hold, charge or payment id this command creates belongs to another account';
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION IF EXISTS billing.ledger_id_taken()`);
    await q.query(`DROP INDEX IF EXISTS billing.ledger_events_grant_id`);
  }
}

export const BILLING_MIGRATIONS = [
  ...kernelMigrations(BILLING_SCHEMA),
  LedgerTables1763700000000,
  PaymentsBookkeeping1763800000000,
  LedgerGlobalIds1763900000000,
  PaymentsHardening1764000000000,
  BillingAdmin1764100000000,
  VideoChatPrice1764200000000,
  CreditPackBestValue1764300000000,
  OpenHoldsByAccount1764400000000,
];
