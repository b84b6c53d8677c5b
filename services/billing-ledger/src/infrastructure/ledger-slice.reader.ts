import type { Sql } from '@dating/platform';
import type { HoldState, LedgerState, SliceKeys } from '../domain/index.js';
import { initialLedgerState } from '../domain/index.js';
import { BILLING } from './billing-schema.js';

export interface AccountRow {
  posted: number;
  held: number;
  chargebacks: number;
  version: number;
  flagged: boolean;
}

interface HoldRow {
  hold_id: string;
  service: string;
  reference: string;
  amount: number;
  captured: number;
  status: HoldState['status'];
  expires_at_ms: number;
}
interface ChargeRow {
  charge_id: string;
  service: string;
  unit_price: number;
  quantity: number;
  amount: number;
  reference: string;
  hold_id: string | null;
  reversed: boolean;
}
interface PurchaseRow {
  payment_id: string;
  provider: string;
  provider_transaction_id: string;
  credit_pack_id: string | null;
  credits: number;
  price_usd_cents: number;
  reversed: boolean;
}

/** Everything one command needs to decide, read in one round trip. */
export interface AccountSlice {
  accountId: string;
  userType: 'man' | 'woman' | null;
  account: AccountRow | null;
  idempotent: { request_hash: string; response: unknown } | null;
  /** The account's own hold, charge and purchase the command refers to (SliceKeys.holdId, ...). */
  hold: HoldRow | null;
  charge: ChargeRow | null;
  purchase: PurchaseRow | null;
  /** The ids the command would create (SliceKeys.newHoldId, ...) that are already used, by any account. */
  taken: { holdId: string | null; chargeId: string | null; paymentId: string | null; grantId: string | null };
}

const num = (v: unknown) => Number(v);

/**
 * The lookups a slice may need beyond the member and the account, in a fixed order; a statement
 * has only those whose key the command gives. The EXISTS ones go by primary key, the grant one by
 * the unique index ledger_events_grant_id.
 */
const SLICE_LOOKUPS: readonly (readonly [keyof SliceKeys, (param: string) => string])[] = [
  [
    'idempotencyKey',
    (p) => `(SELECT json_build_object('request_hash', request_hash, 'response', response) FROM ${BILLING.idempotency} WHERE key = ${p}) AS idem`,
  ],
  [
    'holdId',
    (p) => `(SELECT json_build_object('hold_id', hold_id, 'service', service, 'reference', reference, 'amount', amount, 'captured', captured,
               'status', status, 'expires_at_ms', (extract(epoch FROM expires_at) * 1000)::bigint)
          FROM ${BILLING.holds} WHERE hold_id = ${p} AND account_id = $1) AS hold`,
  ],
  ['chargeId', (p) => `(SELECT row_to_json(c) FROM ${BILLING.charges} c WHERE charge_id = ${p} AND account_id = $1) AS charge`],
  ['paymentId', (p) => `(SELECT row_to_json(p) FROM ${BILLING.purchases} p WHERE payment_id = ${p} AND account_id = $1) AS purchase`],
  ['newHoldId', (p) => `EXISTS (SELECT 1 FROM ${BILLING.holds} WHERE hold_id = ${p}) AS hold_taken`],
  ['newChargeId', (p) => `EXISTS (SELECT 1 FROM ${BILLING.charges} WHERE charge_id = ${p}) AS charge_taken`],
  ['newPaymentId', (p) => `EXISTS (SELECT 1 FROM ${BILLING.purchases} WHERE payment_id = ${p}) AS payment_taken`],
  ['newGrantId', (p) => `EXISTS (SELECT 1 FROM ${BILLING.ledger_events} WHERE type = 'CreditsGranted' AND data->>'grantId' = ${p}) AS grant_taken`],
];

/** Slice statements by the lookups they make (a bit mask over SLICE_LOOKUPS); a handful in practice. */
const sliceStatements = new Map<number, string>();

function sliceStatement(lookups: number): string {
  let text = sliceStatements.get(lookups);
  if (text === undefined) {
    const columns = [
      `(SELECT user_type FROM ${BILLING.members} WHERE id = $1) AS user_type`,
      `(SELECT json_build_object('posted', posted, 'held', held, 'chargebacks', chargebacks, 'version', version, 'flagged', flagged)
          FROM ${BILLING.accounts} WHERE id = $1) AS account`,
    ];
    let param = 1;
    SLICE_LOOKUPS.forEach(([, column], i) => {
      if (lookups & (1 << i)) columns.push(column(`$${++param}`));
    });
    text = `SELECT\n       ${columns.join(',\n       ')}`;
    sliceStatements.set(lookups, text);
  }
  return text;
}

/**
 * Reads the slice in one statement that looks up only what the command names, so no parameter is
 * ever NULL: a NULL one lets PostgreSQL fold its lookup away in a custom plan, which then looks
 * cheaper than the generic plan, and every execution of the prepared statement is planned again.
 */
export async function loadSlice(sql: Sql, accountId: string, keys: SliceKeys): Promise<AccountSlice> {
  const params: unknown[] = [accountId];
  let lookups = 0;
  SLICE_LOOKUPS.forEach(([key], i) => {
    const value = keys[key];
    if (value !== null && value !== undefined) {
      lookups |= 1 << i;
      params.push(value);
    }
  });
  const rows = await sql.query(sliceStatement(lookups), params);
  // Columns of lookups left out are absent (undefined).
  const r = rows[0] as {
    user_type: 'man' | 'woman' | null;
    account: AccountRow | null;
    idem?: AccountSlice['idempotent'];
    hold?: HoldRow | null;
    charge?: ChargeRow | null;
    purchase?: PurchaseRow | null;
    hold_taken?: boolean;
    charge_taken?: boolean;
    payment_taken?: boolean;
    grant_taken?: boolean;
  };
  const { hold = null, charge = null, purchase = null } = r;
  const account = r.account && {
    posted: num(r.account.posted),
    held: num(r.account.held),
    chargebacks: num(r.account.chargebacks),
    version: num(r.account.version),
    flagged: r.account.flagged,
  };
  return {
    accountId,
    userType: r.user_type,
    account,
    idempotent: r.idem ?? null,
    hold: hold && { ...hold, amount: num(hold.amount), captured: num(hold.captured), expires_at_ms: num(hold.expires_at_ms) },
    charge: charge && { ...charge, amount: num(charge.amount), unit_price: num(charge.unit_price), quantity: num(charge.quantity) },
    purchase: purchase && { ...purchase, credits: num(purchase.credits), price_usd_cents: num(purchase.price_usd_cents) },
    taken: {
      holdId: r.hold_taken ? (keys.newHoldId ?? null) : null,
      chargeId: r.charge_taken ? (keys.newChargeId ?? null) : null,
      paymentId: r.payment_taken ? (keys.newPaymentId ?? null) : null,
      grantId: r.grant_taken ? (keys.newGrantId ?? null) : null,
    },
  };
}

/**
 * Stands for a hold id that is already used (maybe by another account) when a command would create
 * it: decide() only asks whether it exists. Nothing is left in it, so nothing could be taken from it.
 */
const TAKEN_HOLD: HoldState = { service: 'text_chat', reference: '', amount: 0, captured: 0, status: 'captured', expiresAtMs: 0 };
const TAKEN_CHARGE = { amount: 0, reversed: true } as const;
const TAKEN_PURCHASE = { credits: 0, reversed: true } as const;

/**
 * The decision state for one command, built from the projection rows it touches. decide() only
 * looks at the account's balances and at the hold, charge, payment or grant the command names, so
 * this slice decides exactly as a full replay of the stream would, except that an id the command
 * would create also counts as existing when ANOTHER account used it (the ids are global keys).
 */
export function stateOf(slice: AccountSlice): LedgerState {
  const base = initialLedgerState();
  if (!slice.account) return base;
  const { posted, held, flagged } = slice.account;
  const { hold, charge, purchase, taken } = slice;
  return {
    ...base,
    opened: true,
    accountId: slice.accountId,
    posted,
    held,
    available: posted - held,
    flagged,
    holds: {
      ...(hold && {
        [hold.hold_id]: {
          service: hold.service as HoldState['service'],
          reference: hold.reference,
          amount: hold.amount,
          captured: hold.captured,
          status: hold.status,
          expiresAtMs: hold.expires_at_ms,
        },
      }),
      ...(taken.holdId !== null && { [taken.holdId]: TAKEN_HOLD }),
    },
    charges: {
      ...(charge && { [charge.charge_id]: { amount: charge.amount, reversed: charge.reversed } }),
      ...(taken.chargeId !== null && { [taken.chargeId]: TAKEN_CHARGE }),
    },
    purchases: {
      ...(purchase && { [purchase.payment_id]: { credits: purchase.credits, reversed: purchase.reversed } }),
      ...(taken.paymentId !== null && { [taken.paymentId]: TAKEN_PURCHASE }),
    },
    grants: taken.grantId !== null ? { [taken.grantId]: true } : {},
  };
}
