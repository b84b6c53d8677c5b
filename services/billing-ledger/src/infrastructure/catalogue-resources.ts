import type { AdminResource } from '@dating/platform';
import { usd } from './payments/payment-provider.js';
import { BILLING } from './billing-schema.js';

/**
 * The catalogue of the back office: the price list and the credit packs (admin API `prices` and
 * `credit-packs`; admins change them, finance reads them).
 */

const iso = (v: unknown): string | null => (v === null || v === undefined ? null : new Date(v as string).toISOString());

/** One service price (spec: site/settings/get-price); the id is the action, e.g. `text_chat`. */
const prices: AdminResource<Record<string, unknown>> = {
  resource: 'prices',
  select: `SELECT action AS id, action, price, updated_at, updated_by FROM ${BILLING.prices}`,
  sortable: { id: 'r.id', action: 'r.action', price: 'r.price', updated_at: 'r.updated_at' },
  defaultSort: ['id', 'ASC'],
  tieBreaker: 'r.id',
  filters: {},
  map: (r) => ({ id: String(r.id), action: String(r.action), price: Number(r.price), updated_at: iso(r.updated_at), updated_by: r.updated_by ?? null }),
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
    position: 'r.position',
    id: 'r.id',
    name: 'r.name',
    credits: 'r.credits',
    price_usd_cents: 'r.price_usd_cents',
    price: 'r.price_usd_cents',
    created_at: 'r.created_at',
    updated_at: 'r.updated_at',
    retired_at: 'r.retired_at',
  },
  defaultSort: ['position', 'ASC'],
  tieBreaker: 'r.id',
  filters: {
    active: { column: 'active', type: 'bool' },
    best: { column: 'best', type: 'bool' },
    one_time: { column: 'one_time', type: 'bool' },
    q: { column: 'name', type: 'text', op: 'search', columns: ['id', 'name', 'segpay_price_point_id'] },
  },
  map: (r) => ({
    id: String(r.id),
    name: r.name,
    credits: Number(r.credits),
    price_usd_cents: Number(r.price_usd_cents),
    price: usd(Number(r.price_usd_cents)),
    segpay_price_point_id: r.segpay_price_point_id,
    best: r.best,
    one_time: r.one_time,
    position: Number(r.position),
    active: r.active,
    retired_at: iso(r.retired_at),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  }),
};

export const CATALOGUE_RESOURCES = { prices, 'credit-packs': creditPacks } as const;
