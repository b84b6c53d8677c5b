/** DI tokens of the billing-ledger module. */
export const BILLING_DB = Symbol('BILLING_DB');
/** The DataSource as plain SQL (see infrastructure/ledger-store.ts `Sql`). */
export const BILLING_SQL = Symbol('BILLING_SQL');
