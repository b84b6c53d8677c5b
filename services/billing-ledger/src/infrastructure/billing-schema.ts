/** billing's own PostgreSQL schema; no other service reads it. */
export const BILLING_SCHEMA = 'billing';

const TABLES = [
  'members',
  'accounts',
  'ledger_events',
  'idempotency',
  'holds',
  'charges',
  'purchases',
  'prices',
  'credit_packs',
  'payments',
  'one_time_packs_bought',
  'payment_exceptions',
  'postbacks',
  'refund_requests',
  'ledger_verifications',
  'outbox',
] as const;

/**
 * billing's tables (and the function the ledger's commit calls), schema-qualified: SQL names them
 * as `${BILLING.accounts}`, so the schema is spelled once. The migrations spell it out as they
 * were applied.
 */
export const BILLING = Object.fromEntries([...TABLES, 'ledger_id_taken'].map((name) => [name, `${BILLING_SCHEMA}.${name}`])) as Record<
  (typeof TABLES)[number] | 'ledger_id_taken',
  string
>;
