import { createHash } from 'node:crypto';
import type { OutgoingEvent } from '@dating/platform';
import type { HoldState, LedgerCommand, LedgerEvent, LedgerState } from '../domain/index.js';
import { initialLedgerState } from '../domain/index.js';
import { balanceDeltas } from '../contracts/billing-events.js';

/** Anything that runs SQL: the DataSource, or a transaction's EntityManager (PGlite needs that). */
export interface Sql {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

interface PgPool {
  query(config: { name?: string; text: string; values?: unknown[] }): Promise<{ rows: unknown[] }>;
}

/** At most this many distinct statement texts get a prepared-statement name (the ledger has about 20). */
const MAX_PREPARED_STATEMENTS = 32;

/**
 * The hot path's SQL: straight to the DataSource's pg pool with named (prepared) statements, so
 * PostgreSQL plans the ledger's statements once per connection instead of on every charge.
 * Only for the DataSource itself; inside a transaction the EntityManager is used as it is.
 * A statement's name is derived from its text: prepared statements live on the pooled connection,
 * which every LedgerService on this DataSource shares, so one name must always mean one text.
 */
export function preparedSql(dataSource: { driver: unknown; query: Sql['query'] }): Sql {
  const pool = (dataSource.driver as { master?: PgPool }).master;
  if (!pool || typeof pool.query !== 'function') return dataSource;
  const names = new Map<string, string>();
  return {
    query: async (text: string, values?: unknown[]) => {
      let name = names.get(text);
      if (name === undefined && names.size < MAX_PREPARED_STATEMENTS) {
        name = `ledger_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
        names.set(text, name);
      }
      return (await pool.query({ name, text, values })).rows;
    },
  };
}

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

/**
 * The ids one command touches. Hold, charge, payment and grant ids are global keys (one row per id
 * in the whole ledger), so an id the command CREATES is taken whichever account used it, while an
 * id it REFERS TO only counts if it is the account's own (another account's hold is "not found").
 */
export interface SliceKeys {
  idempotencyKey?: string | null;
  holdId?: string | null;
  chargeId?: string | null;
  paymentId?: string | null;
  newHoldId?: string | null;
  newChargeId?: string | null;
  newPaymentId?: string | null;
  newGrantId?: string | null;
}

/** Which ids of `command` are created and which are referred to. */
export function sliceKeys(command: LedgerCommand, idempotencyKey?: string | null): SliceKeys {
  switch (command.type) {
    case 'OpenAccount':
      return { idempotencyKey };
    case 'PurchaseCredits':
      return { idempotencyKey, newPaymentId: command.paymentId };
    case 'GrantCredits':
      return { idempotencyKey, newGrantId: command.grantId };
    case 'ChargeCredits':
      return { idempotencyKey, newChargeId: command.chargeId };
    case 'HoldCredits':
      return { idempotencyKey, newHoldId: command.holdId };
    case 'CaptureHold':
      return { idempotencyKey, holdId: command.holdId, newChargeId: command.chargeId };
    case 'ReleaseHold':
    case 'ExpireHold':
      return { idempotencyKey, holdId: command.holdId };
    case 'ReverseCharge':
      return { idempotencyKey, chargeId: command.chargeId };
    case 'ReversePurchase':
      return { idempotencyKey, paymentId: command.paymentId };
  }
}

const num = (v: unknown) => Number(v);

/**
 * The lookups a slice may need beyond the member and the account, in a fixed order; a statement
 * has only those whose key the command gives. The EXISTS ones go by primary key, the grant one by
 * the unique index ledger_events_grant_id.
 */
const SLICE_LOOKUPS: readonly (readonly [keyof SliceKeys, (param: string) => string])[] = [
  ['idempotencyKey', (p) => `(SELECT json_build_object('request_hash', request_hash, 'response', response) FROM billing.idempotency WHERE key = ${p}) AS idem`],
  [
    'holdId',
    (p) => `(SELECT json_build_object('hold_id', hold_id, 'service', service, 'reference', reference, 'amount', amount, 'captured', captured,
               'status', status, 'expires_at_ms', (extract(epoch FROM expires_at) * 1000)::bigint)
          FROM billing.holds WHERE hold_id = ${p} AND account_id = $1) AS hold`,
  ],
  ['chargeId', (p) => `(SELECT row_to_json(c) FROM billing.charges c WHERE charge_id = ${p} AND account_id = $1) AS charge`],
  ['paymentId', (p) => `(SELECT row_to_json(p) FROM billing.purchases p WHERE payment_id = ${p} AND account_id = $1) AS purchase`],
  ['newHoldId', (p) => `EXISTS (SELECT 1 FROM billing.holds WHERE hold_id = ${p}) AS hold_taken`],
  ['newChargeId', (p) => `EXISTS (SELECT 1 FROM billing.charges WHERE charge_id = ${p}) AS charge_taken`],
  ['newPaymentId', (p) => `EXISTS (SELECT 1 FROM billing.purchases WHERE payment_id = ${p}) AS payment_taken`],
  ['newGrantId', (p) => `EXISTS (SELECT 1 FROM billing.ledger_events WHERE type = 'CreditsGranted' AND data->>'grantId' = ${p}) AS grant_taken`],
];

/** Slice statements by the lookups they make (a bit mask over SLICE_LOOKUPS); a handful in practice. */
const sliceStatements = new Map<number, string>();

function sliceStatement(lookups: number): string {
  let text = sliceStatements.get(lookups);
  if (text === undefined) {
    const columns = [
      `(SELECT user_type FROM billing.members WHERE id = $1) AS user_type`,
      `(SELECT json_build_object('posted', posted, 'held', held, 'chargebacks', chargebacks, 'version', version, 'flagged', flagged)
          FROM billing.accounts WHERE id = $1) AS account`,
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
  const rows = (await sql.query(sliceStatement(lookups), params)) as unknown[];
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

export interface CommitInput {
  slice: AccountSlice;
  events: LedgerEvent[];
  eventIds: string[];
  after: LedgerState;
  outbox: OutgoingEvent[];
  actor: string;
  correlationId: string;
  idempotency: { key: string; requestHash: string; response: unknown } | null;
}

/**
 * Appends the events and updates every projection in ONE statement, guarded by the stream
 * version read with the slice: if another writer got there first nothing is written and the
 * caller retries. The CHECK constraint on accounts is the last line of defence for the balance.
 * Hold, charge and purchase rows are only ever updated by their own account: if one the command
 * creates was meanwhile created by another account (the slice said the id was free), the upsert
 * skips it and the statement fails as a unique violation, writing nothing; read again, the slice
 * shows the id taken and decide() refuses.
 */
export async function commitEvents(sql: Sql, input: CommitInput): Promise<boolean> {
  const { slice, events, after } = input;
  const fromVersion = slice.account?.version ?? 0;
  const versions = events.map((_, i) => fromVersion + i + 1);
  const deltas = events.map(balanceDeltas);
  const chargebacks = (slice.account?.chargebacks ?? 0) + events.reduce((n, e) => n + (e.type === 'PurchaseReversed' ? e.credits : 0), 0);

  const holds = touchedHolds(events, after);
  const charges = touchedCharges(slice, events);
  const purchases = touchedPurchases(slice, events);

  const accountCte =
    fromVersion === 0
      ? `INSERT INTO billing.accounts (id, posted, held, chargebacks, flagged, version) SELECT $1, $2, $3, $4, $5, $6 WHERE $7::bigint = 0 ON CONFLICT (id) DO NOTHING RETURNING id`
      : `UPDATE billing.accounts SET posted = $2, held = $3, chargebacks = $4, flagged = $5, version = $6, updated_at = now() WHERE id = $1 AND version = $7 RETURNING id`;

  const rows = (await sql.query(
    `WITH acc AS (${accountCte}),
     ev AS (
       INSERT INTO billing.ledger_events (account_id, version, event_id, type, data, posted_delta, held_delta, actor, correlation_id)
       SELECT acc.id, u.v, u.eid, u.t, u.d, u.pd, u.hd, $8, $9
       FROM acc, unnest($10::bigint[], $11::uuid[], $12::text[], $13::jsonb[], $14::bigint[], $15::bigint[]) AS u(v, eid, t, d, pd, hd)
     ),
     ob AS (
       INSERT INTO billing.outbox (event_id, type, topic, key, envelope)
       SELECT u.eid, u.t, u.topic, acc.id, u.env FROM acc, unnest($16::uuid[], $17::text[], $18::text[], $19::bytea[]) AS u(eid, t, topic, env)
     ),
     idem AS (
       INSERT INTO billing.idempotency (key, account_id, request_hash, response)
       SELECT $20::text, acc.id, $21::text, $22::jsonb FROM acc WHERE $20::text IS NOT NULL
     ),
     holds AS (
       INSERT INTO billing.holds (hold_id, account_id, service, reference, amount, captured, status, expires_at)
       SELECT u.id, acc.id, u.service, u.reference, u.amount, u.captured, u.status, to_timestamp(u.exp / 1000.0)
       FROM acc, unnest($23::text[], $24::text[], $25::text[], $26::bigint[], $27::bigint[], $28::text[], $29::bigint[]) AS u(id, service, reference, amount, captured, status, exp)
       ON CONFLICT (hold_id) DO UPDATE SET captured = EXCLUDED.captured, status = EXCLUDED.status
         WHERE billing.holds.account_id = EXCLUDED.account_id
       RETURNING 1
     ),
     charges AS (
       INSERT INTO billing.charges (charge_id, account_id, service, unit_price, quantity, amount, reference, hold_id, reversed)
       SELECT u.id, acc.id, u.service, u.unit_price, u.quantity, u.amount, u.reference, u.hold_id, u.reversed
       FROM acc, unnest($30::text[], $31::text[], $32::bigint[], $33::bigint[], $34::bigint[], $35::text[], $36::text[], $37::boolean[]) AS u(id, service, unit_price, quantity, amount, reference, hold_id, reversed)
       ON CONFLICT (charge_id) DO UPDATE SET reversed = EXCLUDED.reversed
         WHERE billing.charges.account_id = EXCLUDED.account_id
       RETURNING 1
     ),
     purchases AS (
       INSERT INTO billing.purchases (payment_id, account_id, provider, provider_transaction_id, credit_pack_id, credits, price_usd_cents, reversed)
       SELECT u.id, acc.id, u.provider, u.txn, u.pack, u.credits, u.price, u.reversed
       FROM acc, unnest($38::text[], $39::text[], $40::text[], $41::text[], $42::bigint[], $43::bigint[], $44::boolean[]) AS u(id, provider, txn, pack, credits, price, reversed)
       ON CONFLICT (payment_id) DO UPDATE SET reversed = EXCLUDED.reversed
         WHERE billing.purchases.account_id = EXCLUDED.account_id
       RETURNING 1
     )
     SELECT CASE
       WHEN NOT EXISTS (SELECT FROM acc) THEN 0
       WHEN (SELECT count(*) FROM holds) = cardinality($23::text[])
        AND (SELECT count(*) FROM charges) = cardinality($30::text[])
        AND (SELECT count(*) FROM purchases) = cardinality($38::text[]) THEN 1
       ELSE billing.ledger_id_taken()
     END AS n`,
    [
      slice.accountId,
      after.posted,
      after.held,
      chargebacks,
      after.flagged,
      fromVersion + events.length,
      fromVersion,
      input.actor,
      input.correlationId,
      versions,
      input.eventIds,
      events.map((e) => e.type),
      events.map((e) => JSON.stringify(e)),
      deltas.map((d) => d.posted),
      deltas.map((d) => d.held),
      input.outbox.map((o) => o.eventId),
      input.outbox.map((o) => o.type),
      input.outbox.map((o) => o.topic),
      input.outbox.map((o) => Buffer.from(o.envelope)),
      input.idempotency?.key ?? null,
      input.idempotency?.requestHash ?? null,
      input.idempotency ? JSON.stringify(input.idempotency.response) : null,
      ...columns(holds, ['id', 'service', 'reference', 'amount', 'captured', 'status', 'exp']),
      ...columns(charges, ['id', 'service', 'unit_price', 'quantity', 'amount', 'reference', 'hold_id', 'reversed']),
      ...columns(purchases, ['id', 'provider', 'txn', 'pack', 'credits', 'price', 'reversed']),
    ],
  )) as { n: number }[];
  return rows[0]!.n === 1;
}

function columns<T extends Record<string, unknown>>(rows: T[], keys: (keyof T)[]): unknown[][] {
  return keys.map((k) => rows.map((r) => r[k]));
}

function touchedHolds(events: LedgerEvent[], after: LedgerState) {
  const ids = new Set<string>();
  for (const e of events) if ('holdId' in e) ids.add(e.holdId);
  return [...ids].flatMap((id) => {
    const h = after.holds[id];
    if (!h) return [];
    return [{ id, service: h.service, reference: h.reference, amount: h.amount, captured: h.captured, status: h.status, exp: h.expiresAtMs }];
  });
}

function touchedCharges(slice: AccountSlice, events: LedgerEvent[]) {
  const out: {
    id: string;
    service: string;
    unit_price: number;
    quantity: number;
    amount: number;
    reference: string;
    hold_id: string | null;
    reversed: boolean;
  }[] = [];
  for (const e of events) {
    if (e.type === 'CreditsCharged')
      out.push({
        id: e.chargeId,
        service: e.service,
        unit_price: e.unitPrice,
        quantity: e.quantity,
        amount: e.amount,
        reference: e.reference,
        hold_id: null,
        reversed: false,
      });
    if (e.type === 'HoldCaptured')
      out.push({
        id: e.chargeId,
        service: e.service,
        unit_price: e.amount,
        quantity: 1,
        amount: e.amount,
        reference: e.reference,
        hold_id: e.holdId,
        reversed: false,
      });
    if (e.type === 'ChargeReversed' && slice.charge) {
      const c = slice.charge;
      out.push({
        id: c.charge_id,
        service: c.service,
        unit_price: c.unit_price,
        quantity: c.quantity,
        amount: c.amount,
        reference: c.reference,
        hold_id: c.hold_id,
        reversed: true,
      });
    }
  }
  return out;
}

function touchedPurchases(slice: AccountSlice, events: LedgerEvent[]) {
  const out: { id: string; provider: string; txn: string; pack: string | null; credits: number; price: number; reversed: boolean }[] = [];
  for (const e of events) {
    if (e.type === 'CreditsPurchased')
      out.push({
        id: e.paymentId,
        provider: e.provider,
        txn: e.providerTransactionId,
        pack: e.creditPackId,
        credits: e.credits,
        price: e.priceUsdCents,
        reversed: false,
      });
    if (e.type === 'PurchaseReversed' && slice.purchase) {
      const p = slice.purchase;
      out.push({
        id: p.payment_id,
        provider: p.provider,
        txn: p.provider_transaction_id,
        pack: p.credit_pack_id,
        credits: p.credits,
        price: p.price_usd_cents,
        reversed: true,
      });
    }
  }
  return out;
}
