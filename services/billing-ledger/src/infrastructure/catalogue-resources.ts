import type { AdminField, AdminResource } from '@dating/platform';
import { asIs, columnFilters, fromColumns, isoOrNull, num, orNull, sortableColumns, text } from '@dating/platform';
import { usd } from './payments/payment-provider.js';
import { BILLING } from './billing-schema.js';

/**
 * The catalogue of the back office: the price list and the credit packs (admin API `prices` and
 * `credit-packs`; admins change them, finance reads them).
 */

/** A record's amount in USD from the row's column of cents. */
export function dollars(centsColumn: string): AdminField<number> {
  return (_, row) => usd(num(row[centsColumn]));
}

/** One service price (spec: site/settings/get-price); the id is the action, e.g. `text_chat`. */
const prices: AdminResource<Record<string, unknown>> = {
  resource: 'prices',
  select: `SELECT action AS id, action, price, updated_at, updated_by FROM ${BILLING.prices}`,
  sortable: sortableColumns('id', 'action', 'price', 'updated_at'),
  defaultSort: ['id', 'ASC'],
  tieBreaker: 'r.id',
  filters: {},
  map: fromColumns({ id: text, action: text, price: num, updated_at: isoOrNull, updated_by: orNull }),
};

/**
 * A credit pack as the member site offers it (credit/load-credit-packs): `price_usd_cents` is what
 * is charged (`price` the same in USD), `segpay_price_point_id` the provider's price point,
 * `position` the display order. A retired pack (`retired_at`) is no longer offered; payments keep
 * their own copy of the pack's name, credits and price.
 */
const creditPacks: AdminResource<Record<string, unknown>> = {
  resource: 'credit-packs',
  select: `SELECT id, name, credits, price_usd_cents, segpay_price_point_id, best, one_time, sort AS position, active, retired_at, created_at, updated_at
    FROM ${BILLING.credit_packs}`,
  sortable: {
    ...sortableColumns('position', 'id', 'name', 'credits', 'price_usd_cents'),
    price: 'r.price_usd_cents',
    ...sortableColumns('created_at', 'updated_at', 'retired_at'),
  },
  defaultSort: ['position', 'ASC'],
  tieBreaker: 'r.id',
  filters: {
    ...columnFilters({ active: 'bool', best: 'bool', one_time: 'bool' }),
    q: { column: 'name', type: 'text', op: 'search', columns: ['id', 'name', 'segpay_price_point_id'] },
  },
  map: fromColumns({
    id: text,
    name: asIs,
    credits: num,
    price_usd_cents: num,
    price: dollars('price_usd_cents'),
    segpay_price_point_id: asIs,
    best: asIs,
    one_time: asIs,
    position: num,
    active: asIs,
    retired_at: isoOrNull,
    created_at: isoOrNull,
    updated_at: isoOrNull,
  }),
};

export const CATALOGUE_RESOURCES = { prices, 'credit-packs': creditPacks } as const;
