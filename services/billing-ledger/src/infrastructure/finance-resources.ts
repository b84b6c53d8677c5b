import type { AdminResource } from '@dating/platform';
import { usd } from './payments/payment-provider.js';
import { BILLING } from './billing-schema.js';
import { CATALOGUE_RESOURCES } from './catalogue-resources.js';

/**
 * The finance projections of the back office, each an ra-data-simple-rest resource (the kernel's
 * admin list). All read the billing projections written with the ledger's events, or the event
 * table itself.
 */

const iso = (v: unknown): string | null => (v === null || v === undefined ? null : new Date(v as string).toISOString());
const num = (v: unknown): number => Number(v);

/** One ledger event with the account's running balance up to and including it. */
const ledgerStatements: AdminResource<{
  id: string;
  account_id: string;
  version: number;
  type: string;
  data: unknown;
  posted_delta: number;
  held_delta: number;
  running_posted: number;
  running_held: number;
  running_available: number;
  actor: string;
  correlation_id: string;
  occurred_at: string | null;
}> = {
  resource: 'ledger-statements',
  // The window runs over the whole stream before the outer filters, so a filtered page still
  // shows true running balances.
  select: `SELECT account_id || ':' || version AS id, account_id, version, type, data, posted_delta, held_delta,
      sum(posted_delta) OVER w AS running_posted, sum(held_delta) OVER w AS running_held,
      actor, correlation_id, occurred_at
    FROM ${BILLING.ledger_events}
    WINDOW w AS (PARTITION BY account_id ORDER BY version ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)`,
  sortable: { version: 'r.version', occurred_at: 'r.occurred_at', type: 'r.type', account_id: 'r.account_id' },
  defaultSort: ['version', 'ASC'],
  tieBreaker: 'r.account_id, r.version',
  filters: {
    account_id: { column: 'account_id', type: 'text' },
    type: { column: 'type', type: 'text' },
    from: { column: 'occurred_at', type: 'date', op: '>=' },
    to: { column: 'occurred_at', type: 'date', op: '<=' },
  },
  map: (r) => ({
    id: String(r.id),
    account_id: String(r.account_id),
    version: num(r.version),
    type: String(r.type),
    data: r.data,
    posted_delta: num(r.posted_delta),
    held_delta: num(r.held_delta),
    running_posted: num(r.running_posted),
    running_held: num(r.running_held),
    running_available: num(r.running_posted) - num(r.running_held),
    actor: String(r.actor),
    correlation_id: String(r.correlation_id),
    occurred_at: iso(r.occurred_at),
  }),
};

const payments: AdminResource<Record<string, unknown>> = {
  resource: 'payments',
  select: `SELECT p.id, p.account_id, m.name AS member_name, p.credit_pack_id, p.pack_name, p.credits, p.price_usd_cents, p.provider,
      p.provider_transaction_id, p.status, p.decline_reason, p.reversal_kind, p.reversal_transaction_id,
      p.created_at, p.updated_at, p.approved_at, p.reversed_at, p.refund_requested_at, p.refund_requested_by, p.refund_reason
    FROM ${BILLING.payments} p LEFT JOIN ${BILLING.members} m ON m.id = p.account_id`,
  sortable: {
    created_at: 'r.created_at',
    updated_at: 'r.updated_at',
    approved_at: 'r.approved_at',
    price: 'r.price_usd_cents',
    price_usd_cents: 'r.price_usd_cents',
    credits: 'r.credits',
    status: 'r.status',
    account_id: 'r.account_id',
    pack_name: 'r.pack_name',
    provider: 'r.provider',
  },
  defaultSort: ['created_at', 'DESC'],
  tieBreaker: 'r.id',
  filters: {
    status: { column: 'status', type: 'text' },
    account_id: { column: 'account_id', type: 'text' },
    provider: { column: 'provider', type: 'text' },
    credit_pack_id: { column: 'credit_pack_id', type: 'text' },
    provider_transaction_id: { column: 'provider_transaction_id', type: 'text' },
    from: { column: 'created_at', type: 'date', op: '>=' },
    to: { column: 'created_at', type: 'date', op: '<=' },
    q: { column: 'id', type: 'text', op: 'search', columns: ['id', 'account_id', 'member_name', 'provider_transaction_id', 'pack_name'] },
  },
  map: (r) => ({
    id: String(r.id),
    account_id: r.account_id,
    member_name: r.member_name ?? '',
    credit_pack_id: r.credit_pack_id,
    pack_name: r.pack_name,
    credits: num(r.credits),
    price: usd(num(r.price_usd_cents)),
    price_usd_cents: num(r.price_usd_cents),
    provider: r.provider,
    provider_transaction_id: r.provider_transaction_id,
    status: r.status,
    decline_reason: r.decline_reason,
    reversal_kind: r.reversal_kind,
    reversal_transaction_id: r.reversal_transaction_id,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    approved_at: iso(r.approved_at),
    reversed_at: iso(r.reversed_at),
    refund_requested_at: iso(r.refund_requested_at),
    refund_requested_by: r.refund_requested_by,
    refund_reason: r.refund_reason,
  }),
};

/**
 * The finance queue: money a provider took that was not granted (a second sale on a checkout
 * already paid, a one-time pack bought again). `status` is `open` until the provider reports
 * the refund (`refunded`) or a chargeback (`charged_back`); refund one with
 * POST /admin-api/payment-exceptions/:id/refund.
 */
const paymentExceptions: AdminResource<Record<string, unknown>> = {
  resource: 'payment-exceptions',
  select: `SELECT e.id, e.payment_id::text AS payment_id, e.account_id, m.name AS member_name, e.provider, e.provider_transaction_id, e.amount_usd_cents,
      e.currency, e.reason, e.status, e.reversal_transaction_id, e.refund_requested_at, e.refund_requested_by, e.refund_reason,
      e.created_at, e.updated_at, e.resolved_at
    FROM ${BILLING.payment_exceptions} e LEFT JOIN ${BILLING.members} m ON m.id = e.account_id`,
  sortable: { created_at: 'r.created_at', updated_at: 'r.updated_at', status: 'r.status', account_id: 'r.account_id', amount: 'r.amount_usd_cents' },
  defaultSort: ['created_at', 'DESC'],
  tieBreaker: 'r.id DESC',
  filters: {
    status: { column: 'status', type: 'text' },
    reason: { column: 'reason', type: 'text' },
    account_id: { column: 'account_id', type: 'text' },
    payment_id: { column: 'payment_id', type: 'text' },
    provider: { column: 'provider', type: 'text' },
    from: { column: 'created_at', type: 'date', op: '>=' },
    to: { column: 'created_at', type: 'date', op: '<=' },
  },
  map: (r) => ({
    id: num(r.id),
    payment_id: r.payment_id,
    account_id: r.account_id,
    member_name: r.member_name ?? '',
    provider: r.provider,
    provider_transaction_id: r.provider_transaction_id,
    amount: usd(num(r.amount_usd_cents)),
    amount_usd_cents: num(r.amount_usd_cents),
    currency: r.currency,
    reason: r.reason,
    status: r.status,
    reversal_transaction_id: r.reversal_transaction_id,
    refund_requested_at: iso(r.refund_requested_at),
    refund_requested_by: r.refund_requested_by,
    refund_reason: r.refund_reason,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    resolved_at: iso(r.resolved_at),
  }),
};

/** Charges (orders) of every member, captures of holds included. */
const orders: AdminResource<Record<string, unknown>> = {
  resource: 'orders',
  select: `SELECT c.charge_id AS id, c.account_id, m.name AS member_name, c.service, c.unit_price, c.quantity, c.amount, c.reference,
      c.hold_id, c.reversed, c.created_at
    FROM ${BILLING.charges} c LEFT JOIN ${BILLING.members} m ON m.id = c.account_id`,
  sortable: { created_at: 'r.created_at', amount: 'r.amount', service: 'r.service', account_id: 'r.account_id', quantity: 'r.quantity' },
  defaultSort: ['created_at', 'DESC'],
  tieBreaker: 'r.id',
  filters: {
    account_id: { column: 'account_id', type: 'text' },
    service: { column: 'service', type: 'text' },
    reversed: { column: 'reversed', type: 'bool' },
    reference: { column: 'reference', type: 'text' },
    from: { column: 'created_at', type: 'date', op: '>=' },
    to: { column: 'created_at', type: 'date', op: '<=' },
  },
  map: (r) => ({
    id: String(r.id),
    account_id: r.account_id,
    member_name: r.member_name ?? '',
    service: r.service,
    unit_price: num(r.unit_price),
    quantity: num(r.quantity),
    amount: num(r.amount),
    reference: r.reference,
    hold_id: r.hold_id,
    reversed: r.reversed,
    created_at: iso(r.created_at),
  }),
};

/**
 * Credits spent per service per UTC day, net of reversals. A reversal counts on the day it was
 * made (the accounting date), against the service of the charge it reverses.
 */
const revenue: AdminResource<Record<string, unknown>> = {
  resource: 'revenue',
  select: `SELECT to_char(day, 'YYYY-MM-DD') || ':' || service AS id, day, to_char(day, 'YYYY-MM-DD') AS day_label, service,
      sum(gross)::bigint AS charged, sum(back)::bigint AS reversed, (sum(gross) - sum(back))::bigint AS net, sum(n)::bigint AS charges
    FROM (
      SELECT (e.occurred_at AT TIME ZONE 'UTC')::date AS day, e.data->>'service' AS service, (e.data->>'amount')::bigint AS gross, 0::bigint AS back, 1 AS n
      FROM ${BILLING.ledger_events} e WHERE e.type IN ('CreditsCharged', 'HoldCaptured')
      UNION ALL
      SELECT (e.occurred_at AT TIME ZONE 'UTC')::date, c.service, 0, (e.data->>'amount')::bigint, 0
      FROM ${BILLING.ledger_events} e JOIN ${BILLING.charges} c ON c.charge_id = e.data->>'chargeId'
      WHERE e.type = 'ChargeReversed'
    ) spent
    GROUP BY day, service`,
  sortable: { day: 'r.day', service: 'r.service', charged: 'r.charged', reversed: 'r.reversed', net: 'r.net', charges: 'r.charges' },
  defaultSort: ['day', 'DESC'],
  tieBreaker: 'r.service',
  filters: {
    from: { column: 'day', type: 'date', op: '>=' },
    to: { column: 'day', type: 'date', op: '<=' },
    service: { column: 'service', type: 'text' },
  },
  map: (r) => ({
    id: String(r.id),
    day: r.day_label,
    service: r.service,
    charged: num(r.charged),
    reversed: num(r.reversed),
    net: num(r.net),
    charges: num(r.charges),
  }),
};

const openHolds: AdminResource<Record<string, unknown>> = {
  resource: 'open-holds',
  select: `SELECT h.hold_id AS id, h.account_id, m.name AS member_name, h.service, h.reference, h.amount, h.captured,
      h.amount - h.captured AS remaining, h.expires_at, h.created_at, h.expires_at < now() AS expired
    FROM ${BILLING.holds} h LEFT JOIN ${BILLING.members} m ON m.id = h.account_id WHERE h.status = 'open'`,
  sortable: { expires_at: 'r.expires_at', created_at: 'r.created_at', amount: 'r.amount', remaining: 'r.remaining', account_id: 'r.account_id' },
  defaultSort: ['expires_at', 'ASC'],
  tieBreaker: 'r.id',
  filters: {
    account_id: { column: 'account_id', type: 'text' },
    service: { column: 'service', type: 'text' },
    expired: { column: 'expired', type: 'bool' },
  },
  map: (r) => ({
    id: String(r.id),
    account_id: r.account_id,
    member_name: r.member_name ?? '',
    service: r.service,
    reference: r.reference,
    amount: num(r.amount),
    captured: num(r.captured),
    remaining: num(r.remaining),
    expires_at: iso(r.expires_at),
    created_at: iso(r.created_at),
    expired: r.expired,
  }),
};

const accounts: AdminResource<Record<string, unknown>> = {
  resource: 'accounts',
  select: `SELECT a.id, m.name, a.posted, a.held, a.posted - a.held AS available, a.chargebacks, a.flagged, a.version, a.opened_at, a.updated_at
    FROM ${BILLING.accounts} a LEFT JOIN ${BILLING.members} m ON m.id = a.id`,
  sortable: {
    id: 'r.id',
    name: 'r.name',
    posted: 'r.posted',
    held: 'r.held',
    available: 'r.available',
    chargebacks: 'r.chargebacks',
    flagged: 'r.flagged',
    version: 'r.version',
    opened_at: 'r.opened_at',
    updated_at: 'r.updated_at',
  },
  defaultSort: ['updated_at', 'DESC'],
  tieBreaker: 'r.id',
  filters: {
    flagged: { column: 'flagged', type: 'bool' },
    q: { column: 'id', type: 'text', op: 'search', columns: ['id', 'name'] },
  },
  map: (r) => ({
    id: String(r.id),
    name: r.name ?? '',
    posted: num(r.posted),
    held: num(r.held),
    available: num(r.available),
    chargebacks: num(r.chargebacks),
    flagged: r.flagged,
    version: num(r.version),
    opened_at: iso(r.opened_at),
    updated_at: iso(r.updated_at),
  }),
};

/** Every provider postback received, verified or not, with what became of it. */
const postbacks: AdminResource<Record<string, unknown>> = {
  resource: 'postbacks',
  // raw_request as escape-encoded text: printable bytes as they are, others as \ooo (always valid JSON text).
  select: `SELECT id, provider, verified, outcome, kind, payment_id::text AS payment_id, provider_transaction_id, http_status, remote_ip, payload,
      encode(raw_request, 'escape') AS raw_request, raw_size, received_at FROM ${BILLING.postbacks}`,
  sortable: { received_at: 'r.received_at', id: 'r.id', provider: 'r.provider', http_status: 'r.http_status' },
  defaultSort: ['received_at', 'DESC'],
  tieBreaker: 'r.id DESC',
  filters: {
    provider: { column: 'provider', type: 'text' },
    verified: { column: 'verified', type: 'bool' },
    kind: { column: 'kind', type: 'text' },
    payment_id: { column: 'payment_id', type: 'text' },
    http_status: { column: 'http_status', type: 'int' },
  },
  map: (r) => ({
    id: num(r.id),
    provider: r.provider,
    verified: r.verified,
    outcome: r.outcome,
    kind: r.kind,
    payment_id: r.payment_id,
    provider_transaction_id: r.provider_transaction_id,
    http_status: r.http_status === null ? null : num(r.http_status),
    remote_ip: r.remote_ip,
    payload: r.payload,
    raw_request: r.raw_request ?? null,
    raw_size: r.raw_size === null || r.raw_size === undefined ? null : num(r.raw_size),
    received_at: iso(r.received_at),
  }),
};

/** Credits staff gave (CreditsGranted events; the demo's and tests' grants too). The id is the grant id. */
const grants: AdminResource<Record<string, unknown>> = {
  resource: 'grants',
  select: `SELECT e.data->>'grantId' AS id, e.account_id, m.name AS member_name, (e.data->>'credits')::bigint AS credits, e.data->>'reason' AS reason,
      e.data->>'staffId' AS staff_id, e.actor, e.version, e.occurred_at
    FROM ${BILLING.ledger_events} e LEFT JOIN ${BILLING.members} m ON m.id = e.account_id WHERE e.type = 'CreditsGranted'`,
  sortable: { occurred_at: 'r.occurred_at', credits: 'r.credits', account_id: 'r.account_id', staff_id: 'r.staff_id' },
  defaultSort: ['occurred_at', 'DESC'],
  tieBreaker: 'r.id',
  filters: {
    account_id: { column: 'account_id', type: 'text' },
    staff_id: { column: 'staff_id', type: 'text' },
    from: { column: 'occurred_at', type: 'date', op: '>=' },
    to: { column: 'occurred_at', type: 'date', op: '<=' },
  },
  map: (r) => ({
    id: String(r.id),
    account_id: r.account_id,
    member_name: r.member_name ?? '',
    credits: num(r.credits),
    reason: r.reason,
    staff_id: r.staff_id,
    actor: r.actor,
    version: num(r.version),
    occurred_at: iso(r.occurred_at),
  }),
};

/** Charges given back (ChargeReversed events). A charge is reversed at most once, so the id is the charge id. */
const reversals: AdminResource<Record<string, unknown>> = {
  resource: 'reversals',
  select: `SELECT e.data->>'chargeId' AS id, e.data->>'chargeId' AS charge_id, e.account_id, m.name AS member_name, c.service, (e.data->>'amount')::bigint AS amount,
      e.data->>'reason' AS reason, e.data->>'staffId' AS staff_id, e.actor, e.version, e.occurred_at, c.created_at AS charged_at
    FROM ${BILLING.ledger_events} e LEFT JOIN ${BILLING.members} m ON m.id = e.account_id LEFT JOIN ${BILLING.charges} c ON c.charge_id = e.data->>'chargeId'
    WHERE e.type = 'ChargeReversed'`,
  sortable: { occurred_at: 'r.occurred_at', amount: 'r.amount', account_id: 'r.account_id', service: 'r.service', staff_id: 'r.staff_id' },
  defaultSort: ['occurred_at', 'DESC'],
  tieBreaker: 'r.id',
  filters: {
    account_id: { column: 'account_id', type: 'text' },
    service: { column: 'service', type: 'text' },
    staff_id: { column: 'staff_id', type: 'text' },
    from: { column: 'occurred_at', type: 'date', op: '>=' },
    to: { column: 'occurred_at', type: 'date', op: '<=' },
  },
  map: (r) => ({
    id: String(r.id),
    charge_id: String(r.charge_id),
    account_id: r.account_id,
    member_name: r.member_name ?? '',
    service: r.service ?? null,
    amount: num(r.amount),
    reason: r.reason,
    staff_id: r.staff_id ?? null,
    actor: r.actor,
    version: num(r.version),
    occurred_at: iso(r.occurred_at),
    charged_at: iso(r.charged_at),
  }),
};

/**
 * Refunds finance asked a provider for, with what it answered (`outcome`: asking, sent, manual,
 * failed) and where the money stands now (`payment_status`: the payment's, or the payment
 * exception's when the refund is of one).
 */
const refunds: AdminResource<Record<string, unknown>> = {
  resource: 'refunds',
  select: `SELECT q.id, q.payment_id::text AS payment_id, q.payment_exception_id, q.account_id, m.name AS member_name, q.provider, q.provider_transaction_id,
      q.amount_usd_cents, q.reason, q.staff_id, q.outcome, q.instructions, q.postback_status, coalesce(x.status, p.status) AS payment_status,
      q.requested_at, q.answered_at
    FROM ${BILLING.refund_requests} q JOIN ${BILLING.payments} p ON p.id = q.payment_id
      LEFT JOIN ${BILLING.payment_exceptions} x ON x.id = q.payment_exception_id LEFT JOIN ${BILLING.members} m ON m.id = q.account_id`,
  sortable: { requested_at: 'r.requested_at', amount: 'r.amount_usd_cents', account_id: 'r.account_id', outcome: 'r.outcome', id: 'r.id' },
  defaultSort: ['requested_at', 'DESC'],
  tieBreaker: 'r.id DESC',
  filters: {
    payment_id: { column: 'payment_id', type: 'text' },
    payment_exception_id: { column: 'payment_exception_id', type: 'int' },
    account_id: { column: 'account_id', type: 'text' },
    outcome: { column: 'outcome', type: 'text' },
    staff_id: { column: 'staff_id', type: 'text' },
    from: { column: 'requested_at', type: 'date', op: '>=' },
    to: { column: 'requested_at', type: 'date', op: '<=' },
  },
  map: (r) => ({
    id: num(r.id),
    payment_id: r.payment_id,
    payment_exception_id: r.payment_exception_id === null || r.payment_exception_id === undefined ? null : num(r.payment_exception_id),
    account_id: r.account_id,
    member_name: r.member_name ?? '',
    provider: r.provider,
    provider_transaction_id: r.provider_transaction_id,
    amount: usd(num(r.amount_usd_cents)),
    amount_usd_cents: num(r.amount_usd_cents),
    reason: r.reason,
    staff_id: r.staff_id,
    outcome: r.outcome,
    instructions: r.instructions ?? null,
    postback_status: r.postback_status === null || r.postback_status === undefined ? null : num(r.postback_status),
    payment_status: r.payment_status,
    requested_at: iso(r.requested_at),
    answered_at: iso(r.answered_at),
  }),
};

/** Results of the ledger check run from the back office (ledger-verifications create). */
const ledgerVerifications: AdminResource<Record<string, unknown>> = {
  resource: 'ledger-verifications',
  select: `SELECT id, ok, checked_accounts, checked_events, mismatch_count, mismatches, ran_at, duration_ms, staff_id FROM ${BILLING.ledger_verifications}`,
  sortable: { ran_at: 'r.ran_at', id: 'r.id', duration_ms: 'r.duration_ms', mismatch_count: 'r.mismatch_count' },
  defaultSort: ['ran_at', 'DESC'],
  tieBreaker: 'r.id DESC',
  filters: {
    ok: { column: 'ok', type: 'bool' },
    from: { column: 'ran_at', type: 'date', op: '>=' },
    to: { column: 'ran_at', type: 'date', op: '<=' },
  },
  map: (r) => ({
    id: num(r.id),
    ok: r.ok,
    checked_accounts: num(r.checked_accounts),
    checked_events: num(r.checked_events),
    mismatch_count: num(r.mismatch_count),
    mismatches: r.mismatches,
    ran_at: iso(r.ran_at),
    duration_ms: num(r.duration_ms),
    staff_id: r.staff_id ?? null,
  }),
};

/** Every finance resource by its route name (the catalogue's prices and credit packs too). */
export const FINANCE_RESOURCES = {
  'ledger-statements': ledgerStatements,
  payments,
  'payment-exceptions': paymentExceptions,
  orders,
  revenue,
  'open-holds': openHolds,
  accounts,
  postbacks,
  grants,
  reversals,
  refunds,
  'ledger-verifications': ledgerVerifications,
  ...CATALOGUE_RESOURCES,
} as const;

export type FinanceResourceName = keyof typeof FINANCE_RESOURCES;
