import { Query } from '@nestjs/cqrs';

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

/**
 * The active packs in display order for one man, each with its payment link: his open checkout
 * for the pack, opened here when there is none (so the link is the one segpay/get-url answers).
 */
export class LoadCreditPacksQuery extends Query<CreditPackItem[]> {
  constructor(readonly memberId: string) {
    super();
  }
}
