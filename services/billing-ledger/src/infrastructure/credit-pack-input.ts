import { type Sql } from '@dating/platform';
import { billingError } from '../billing-site-codes.js';
import { BILLING } from './billing-schema.js';

/** Typo guards of the credit pack form, not business limits. */
export const CREDIT_PACK_LIMITS = { maxCredits: 100_000, maxPriceUsdCents: 100_000, maxPosition: 10_000, maxName: 100 } as const;

/** A pack id: lower-case letters, digits, `-` and `_`, as the member site and segpay/get-url carry it. */
export const CREDIT_PACK_ID = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/** A provider price point id. */
export const PRICE_POINT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Refuses a price point another pack (retired ones too: the column is unique) already has: 10027. */
export async function requireFreePricePoint(sql: Sql, pricePoint: string, packId: string | null): Promise<void> {
  const [other] = await sql.query<{ id: string }>(`SELECT id FROM ${BILLING.credit_packs} WHERE segpay_price_point_id = $1 AND id IS DISTINCT FROM $2`, [
    pricePoint,
    packId,
  ]);
  if (other) {
    const message = `Credit pack ${other.id} already has the price point ${pricePoint}`;
    throw billingError('BILLING.DUPLICATE', message, { segpay_price_point_id: [message] });
  }
}
