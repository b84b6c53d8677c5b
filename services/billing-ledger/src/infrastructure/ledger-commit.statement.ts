import type { OutgoingEvent, Sql } from '@dating/platform';
import { balanceDeltas, type LedgerEvent, type LedgerState } from '../domain/index.js';
import type { AccountSlice } from './ledger-slice.reader.js';
import { BILLING } from './billing-schema.js';

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
      ? `INSERT INTO ${BILLING.accounts} (id, posted, held, chargebacks, flagged, version) SELECT $1, $2, $3, $4, $5, $6 WHERE $7::bigint = 0 ON CONFLICT (id) DO NOTHING RETURNING id`
      : `UPDATE ${BILLING.accounts} SET posted = $2, held = $3, chargebacks = $4, flagged = $5, version = $6, updated_at = now() WHERE id = $1 AND version = $7 RETURNING id`;

  const rows = await sql.query<{ n: number }>(
    `WITH acc AS (${accountCte}),
     ev AS (
       INSERT INTO ${BILLING.ledger_events} (account_id, version, event_id, type, data, posted_delta, held_delta, actor, correlation_id)
       SELECT acc.id, u.v, u.eid, u.t, u.d, u.pd, u.hd, $8, $9
       FROM acc, unnest($10::bigint[], $11::uuid[], $12::text[], $13::jsonb[], $14::bigint[], $15::bigint[]) AS u(v, eid, t, d, pd, hd)
     ),
     ob AS (
       INSERT INTO ${BILLING.outbox} (event_id, type, topic, key, envelope)
       SELECT u.eid, u.t, u.topic, acc.id, u.env FROM acc, unnest($16::uuid[], $17::text[], $18::text[], $19::bytea[]) AS u(eid, t, topic, env)
     ),
     idem AS (
       INSERT INTO ${BILLING.idempotency} (key, account_id, request_hash, response)
       SELECT $20::text, acc.id, $21::text, $22::jsonb FROM acc WHERE $20::text IS NOT NULL
     ),
     holds AS (
       INSERT INTO ${BILLING.holds} (hold_id, account_id, service, reference, amount, captured, status, expires_at)
       SELECT u.id, acc.id, u.service, u.reference, u.amount, u.captured, u.status, to_timestamp(u.exp / 1000.0)
       FROM acc, unnest($23::text[], $24::text[], $25::text[], $26::bigint[], $27::bigint[], $28::text[], $29::bigint[]) AS u(id, service, reference, amount, captured, status, exp)
       ON CONFLICT (hold_id) DO UPDATE SET captured = EXCLUDED.captured, status = EXCLUDED.status
         WHERE ${BILLING.holds}.account_id = EXCLUDED.account_id
       RETURNING 1
     ),
     charges AS (
       INSERT INTO ${BILLING.charges} (charge_id, account_id, service, unit_price, quantity, amount, reference, hold_id, reversed)
       SELECT u.id, acc.id, u.service, u.unit_price, u.quantity, u.amount, u.reference, u.hold_id, u.reversed
       FROM acc, unnest($30::text[], $31::text[], $32::bigint[], $33::bigint[], $34::bigint[], $35::text[], $36::text[], $37::boolean[]) AS u(id, service, unit_price, quantity, amount, reference, hold_id, reversed)
       ON CONFLICT (charge_id) DO UPDATE SET reversed = EXCLUDED.reversed
         WHERE ${BILLING.charges}.account_id = EXCLUDED.account_id
       RETURNING 1
     ),
     purchases AS (
       INSERT INTO ${BILLING.purchases} (payment_id, account_id, provider, provider_transaction_id, credit_pack_id, credits, price_usd_cents, reversed)
       SELECT u.id, acc.id, u.provider, u.txn, u.pack, u.credits, u.price, u.reversed
       FROM acc, unnest($38::text[], $39::text[], $40::text[], $41::text[], $42::bigint[], $43::bigint[], $44::boolean[]) AS u(id, provider, txn, pack, credits, price, reversed)
       ON CONFLICT (payment_id) DO UPDATE SET reversed = EXCLUDED.reversed
         WHERE ${BILLING.purchases}.account_id = EXCLUDED.account_id
       RETURNING 1
     )
     SELECT CASE
       WHEN NOT EXISTS (SELECT FROM acc) THEN 0
       WHEN (SELECT count(*) FROM holds) = cardinality($23::text[])
        AND (SELECT count(*) FROM charges) = cardinality($30::text[])
        AND (SELECT count(*) FROM purchases) = cardinality($38::text[]) THEN 1
       ELSE ${BILLING.ledger_id_taken}()
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
  );
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
