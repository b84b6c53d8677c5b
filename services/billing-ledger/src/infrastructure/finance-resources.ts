import type { AdminResource } from '@dating/platform';
import { asIs, columnFilters, dateRangeFilters, fromColumns, isoOrNull, num, numOrNull, orEmpty, orNull, sortableColumns, text } from '@dating/platform';
import { BILLING } from './billing-schema.js';
import { CATALOGUE_RESOURCES, dollars } from './catalogue-resources.js';

/**
 * The finance projections of the back office, each an ra-data-simple-rest resource (the kernel's
 * admin list). All read the billing projections written with the ledger's events, or the event
 * table itself.
 */

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
  sortable: sortableColumns('version', 'occurred_at', 'type', 'account_id'),
  defaultSort: ['version', 'ASC'],
  tieBreaker: 'r.account_id, r.version',
  filters: { ...columnFilters({ account_id: 'text', type: 'text' }), ...dateRangeFilters('occurred_at') },
  map: fromColumns({
    id: text,
    account_id: text,
    version: num,
    type: text,
    data: asIs,
    posted_delta: num,
    held_delta: num,
    running_posted: num,
    running_held: num,
    running_available: (_, r) => num(r.running_posted) - num(r.running_held),
    actor: text,
    correlation_id: text,
    occurred_at: isoOrNull,
  }),
};

const payments: AdminResource<Record<string, unknown>> = {
  resource: 'payments',
  select: `SELECT p.id, p.account_id, m.name AS member_name, p.credit_pack_id, p.pack_name, p.credits, p.price_usd_cents, p.provider,
      p.provider_transaction_id, p.status, p.decline_reason, p.reversal_kind, p.reversal_transaction_id,
      p.created_at, p.updated_at, p.approved_at, p.reversed_at, p.refund_requested_at, p.refund_requested_by, p.refund_reason
    FROM ${BILLING.payments} p LEFT JOIN ${BILLING.members} m ON m.id = p.account_id`,
  sortable: {
    ...sortableColumns('created_at', 'updated_at', 'approved_at'),
    price: 'r.price_usd_cents',
    ...sortableColumns('price_usd_cents', 'credits', 'status', 'account_id', 'pack_name', 'provider'),
  },
  defaultSort: ['created_at', 'DESC'],
  tieBreaker: 'r.id',
  filters: {
    ...columnFilters({ status: 'text', account_id: 'text', provider: 'text', credit_pack_id: 'text', provider_transaction_id: 'text' }),
    ...dateRangeFilters('created_at'),
    q: { column: 'id', type: 'text', op: 'search', columns: ['id', 'account_id', 'member_name', 'provider_transaction_id', 'pack_name'] },
  },
  map: fromColumns({
    id: text,
    account_id: asIs,
    member_name: orEmpty,
    credit_pack_id: asIs,
    pack_name: asIs,
    credits: num,
    price: dollars('price_usd_cents'),
    price_usd_cents: num,
    provider: asIs,
    provider_transaction_id: asIs,
    status: asIs,
    decline_reason: asIs,
    reversal_kind: asIs,
    reversal_transaction_id: asIs,
    created_at: isoOrNull,
    updated_at: isoOrNull,
    approved_at: isoOrNull,
    reversed_at: isoOrNull,
    refund_requested_at: isoOrNull,
    refund_requested_by: asIs,
    refund_reason: asIs,
  }),
};

/** Whose money a provider took, and how much: the fields a payment exception and a refund share. */
const takenByProvider = {
  account_id: asIs,
  member_name: orEmpty,
  provider: asIs,
  provider_transaction_id: asIs,
  amount: dollars('amount_usd_cents'),
  amount_usd_cents: num,
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
  sortable: { ...sortableColumns('created_at', 'updated_at', 'status', 'account_id'), amount: 'r.amount_usd_cents' },
  defaultSort: ['created_at', 'DESC'],
  tieBreaker: 'r.id DESC',
  filters: {
    ...columnFilters({ status: 'text', reason: 'text', account_id: 'text', payment_id: 'text', provider: 'text' }),
    ...dateRangeFilters('created_at'),
  },
  map: fromColumns({
    id: num,
    payment_id: asIs,
    ...takenByProvider,
    currency: asIs,
    reason: asIs,
    status: asIs,
    reversal_transaction_id: asIs,
    refund_requested_at: isoOrNull,
    refund_requested_by: asIs,
    refund_reason: asIs,
    created_at: isoOrNull,
    updated_at: isoOrNull,
    resolved_at: isoOrNull,
  }),
};

/** Charges (orders) of every member, captures of holds included. */
const orders: AdminResource<Record<string, unknown>> = {
  resource: 'orders',
  select: `SELECT c.charge_id AS id, c.account_id, m.name AS member_name, c.service, c.unit_price, c.quantity, c.amount, c.reference,
      c.hold_id, c.reversed, c.created_at
    FROM ${BILLING.charges} c LEFT JOIN ${BILLING.members} m ON m.id = c.account_id`,
  sortable: sortableColumns('created_at', 'amount', 'service', 'account_id', 'quantity'),
  defaultSort: ['created_at', 'DESC'],
  tieBreaker: 'r.id',
  filters: { ...columnFilters({ account_id: 'text', service: 'text', reversed: 'bool', reference: 'text' }), ...dateRangeFilters('created_at') },
  map: fromColumns({
    id: text,
    account_id: asIs,
    member_name: orEmpty,
    service: asIs,
    unit_price: num,
    quantity: num,
    amount: num,
    reference: asIs,
    hold_id: asIs,
    reversed: asIs,
    created_at: isoOrNull,
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
  sortable: sortableColumns('day', 'service', 'charged', 'reversed', 'net', 'charges'),
  defaultSort: ['day', 'DESC'],
  tieBreaker: 'r.service',
  filters: { ...dateRangeFilters('day'), ...columnFilters({ service: 'text' }) },
  map: fromColumns({ id: text, day: (_, r) => r.day_label, service: asIs, charged: num, reversed: num, net: num, charges: num }),
};

const openHolds: AdminResource<Record<string, unknown>> = {
  resource: 'open-holds',
  select: `SELECT h.hold_id AS id, h.account_id, m.name AS member_name, h.service, h.reference, h.amount, h.captured,
      h.amount - h.captured AS remaining, h.expires_at, h.created_at, h.expires_at < now() AS expired
    FROM ${BILLING.holds} h LEFT JOIN ${BILLING.members} m ON m.id = h.account_id WHERE h.status = 'open'`,
  sortable: sortableColumns('expires_at', 'created_at', 'amount', 'remaining', 'account_id'),
  defaultSort: ['expires_at', 'ASC'],
  tieBreaker: 'r.id',
  filters: columnFilters({ account_id: 'text', service: 'text', expired: 'bool' }),
  map: fromColumns({
    id: text,
    account_id: asIs,
    member_name: orEmpty,
    service: asIs,
    reference: asIs,
    amount: num,
    captured: num,
    remaining: num,
    expires_at: isoOrNull,
    created_at: isoOrNull,
    expired: asIs,
  }),
};

const accounts: AdminResource<Record<string, unknown>> = {
  resource: 'accounts',
  select: `SELECT a.id, m.name, a.posted, a.held, a.posted - a.held AS available, a.chargebacks, a.flagged, a.version, a.opened_at, a.updated_at
    FROM ${BILLING.accounts} a LEFT JOIN ${BILLING.members} m ON m.id = a.id`,
  sortable: sortableColumns('id', 'name', 'posted', 'held', 'available', 'chargebacks', 'flagged', 'version', 'opened_at', 'updated_at'),
  defaultSort: ['updated_at', 'DESC'],
  tieBreaker: 'r.id',
  filters: {
    ...columnFilters({ flagged: 'bool' }),
    q: { column: 'id', type: 'text', op: 'search', columns: ['id', 'name'] },
  },
  map: fromColumns({
    id: text,
    name: orEmpty,
    posted: num,
    held: num,
    available: num,
    chargebacks: num,
    flagged: asIs,
    version: num,
    opened_at: isoOrNull,
    updated_at: isoOrNull,
  }),
};

/** Every provider postback received, verified or not, with what became of it. */
const postbacks: AdminResource<Record<string, unknown>> = {
  resource: 'postbacks',
  // raw_request as escape-encoded text: printable bytes as they are, others as \ooo (always valid JSON text).
  select: `SELECT id, provider, verified, outcome, kind, payment_id::text AS payment_id, provider_transaction_id, http_status, remote_ip, payload,
      encode(raw_request, 'escape') AS raw_request, raw_size, received_at FROM ${BILLING.postbacks}`,
  sortable: sortableColumns('received_at', 'id', 'provider', 'http_status'),
  defaultSort: ['received_at', 'DESC'],
  tieBreaker: 'r.id DESC',
  filters: columnFilters({ provider: 'text', verified: 'bool', kind: 'text', payment_id: 'text', http_status: 'int' }),
  map: fromColumns({
    id: num,
    provider: asIs,
    verified: asIs,
    outcome: asIs,
    kind: asIs,
    payment_id: asIs,
    provider_transaction_id: asIs,
    http_status: numOrNull,
    remote_ip: asIs,
    payload: asIs,
    raw_request: orNull,
    raw_size: numOrNull,
    received_at: isoOrNull,
  }),
};

/** Credits staff gave (CreditsGranted events; the demo's and tests' grants too). The id is the grant id. */
const grants: AdminResource<Record<string, unknown>> = {
  resource: 'grants',
  select: `SELECT e.data->>'grantId' AS id, e.account_id, m.name AS member_name, (e.data->>'credits')::bigint AS credits, e.data->>'reason' AS reason,
      e.data->>'staffId' AS staff_id, e.actor, e.version, e.occurred_at
    FROM ${BILLING.ledger_events} e LEFT JOIN ${BILLING.members} m ON m.id = e.account_id WHERE e.type = 'CreditsGranted'`,
  sortable: sortableColumns('occurred_at', 'credits', 'account_id', 'staff_id'),
  defaultSort: ['occurred_at', 'DESC'],
  tieBreaker: 'r.id',
  filters: { ...columnFilters({ account_id: 'text', staff_id: 'text' }), ...dateRangeFilters('occurred_at') },
  map: fromColumns({
    id: text,
    account_id: asIs,
    member_name: orEmpty,
    credits: num,
    reason: asIs,
    staff_id: asIs,
    actor: asIs,
    version: num,
    occurred_at: isoOrNull,
  }),
};

/** Charges given back (ChargeReversed events). A charge is reversed at most once, so the id is the charge id. */
const reversals: AdminResource<Record<string, unknown>> = {
  resource: 'reversals',
  select: `SELECT e.data->>'chargeId' AS id, e.data->>'chargeId' AS charge_id, e.account_id, m.name AS member_name, c.service, (e.data->>'amount')::bigint AS amount,
      e.data->>'reason' AS reason, e.data->>'staffId' AS staff_id, e.actor, e.version, e.occurred_at, c.created_at AS charged_at
    FROM ${BILLING.ledger_events} e LEFT JOIN ${BILLING.members} m ON m.id = e.account_id LEFT JOIN ${BILLING.charges} c ON c.charge_id = e.data->>'chargeId'
    WHERE e.type = 'ChargeReversed'`,
  sortable: sortableColumns('occurred_at', 'amount', 'account_id', 'service', 'staff_id'),
  defaultSort: ['occurred_at', 'DESC'],
  tieBreaker: 'r.id',
  filters: { ...columnFilters({ account_id: 'text', service: 'text', staff_id: 'text' }), ...dateRangeFilters('occurred_at') },
  map: fromColumns({
    id: text,
    charge_id: text,
    account_id: asIs,
    member_name: orEmpty,
    service: orNull,
    amount: num,
    reason: asIs,
    staff_id: orNull,
    actor: asIs,
    version: num,
    occurred_at: isoOrNull,
    charged_at: isoOrNull,
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
  sortable: { ...sortableColumns('requested_at'), amount: 'r.amount_usd_cents', ...sortableColumns('account_id', 'outcome', 'id') },
  defaultSort: ['requested_at', 'DESC'],
  tieBreaker: 'r.id DESC',
  filters: {
    ...columnFilters({ payment_id: 'text', payment_exception_id: 'int', account_id: 'text', outcome: 'text', staff_id: 'text' }),
    ...dateRangeFilters('requested_at'),
  },
  map: fromColumns({
    id: num,
    payment_id: asIs,
    payment_exception_id: numOrNull,
    ...takenByProvider,
    reason: asIs,
    staff_id: asIs,
    outcome: asIs,
    instructions: orNull,
    postback_status: numOrNull,
    payment_status: asIs,
    requested_at: isoOrNull,
    answered_at: isoOrNull,
  }),
};

/** Results of the ledger check run from the back office (ledger-verifications create). */
const ledgerVerifications: AdminResource<Record<string, unknown>> = {
  resource: 'ledger-verifications',
  select: `SELECT id, ok, checked_accounts, checked_events, mismatch_count, mismatches, ran_at, duration_ms, staff_id FROM ${BILLING.ledger_verifications}`,
  sortable: sortableColumns('ran_at', 'id', 'duration_ms', 'mismatch_count'),
  defaultSort: ['ran_at', 'DESC'],
  tieBreaker: 'r.id DESC',
  filters: { ...columnFilters({ ok: 'bool' }), ...dateRangeFilters('ran_at') },
  map: fromColumns({
    id: num,
    ok: asIs,
    checked_accounts: num,
    checked_events: num,
    mismatch_count: num,
    mismatches: asIs,
    ran_at: isoOrNull,
    duration_ms: num,
    staff_id: orNull,
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
