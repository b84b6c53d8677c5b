import { Query } from '@nestjs/cqrs';
import type { CreditPackRow } from '../../infrastructure/checkouts.js';
import { usd } from '../../infrastructure/payments/payment-provider.js';

/** An active pack as one man sees it. */
export interface CreditPackOffer {
  pack: CreditPackRow;
  /** False for a one-time pack this member already bought. */
  available: boolean;
}

/**
 * The active packs in display order for one man, and whether he may buy each. Reads only: the
 * payment links come from PrepareCheckoutsCommand.
 */
export class LoadCreditPacksQuery extends Query<CreditPackOffer[]> {
  constructor(readonly memberId: string) {
    super();
  }
}

/** A pack of the credit/load-credit-packs answer (spec: id, segpay_price_point_id, payment link, flags best and one-time). */
export interface CreditPackItem {
  id: string;
  name: string;
  credits: number;
  /** USD, e.g. 39.99. */
  price: number;
  segpay_price_point_id: string;
  /** The hosted payment page to open (what segpay/get-url answers); null when not available. */
  payment_link: string | null;
  best: boolean;
  'one-time': boolean;
  /** False for a one-time pack this member already bought. */
  available: boolean;
}

export function creditPackItem({ pack, available }: CreditPackOffer, paymentLink: string | null): CreditPackItem {
  return {
    id: pack.id,
    name: pack.name,
    credits: pack.credits,
    price: usd(pack.price_usd_cents),
    segpay_price_point_id: pack.segpay_price_point_id,
    payment_link: available ? paymentLink : null,
    best: pack.best,
    'one-time': pack.one_time,
    available,
  };
}
