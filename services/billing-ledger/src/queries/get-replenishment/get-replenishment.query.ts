import { Query } from '@nestjs/cqrs';
import type { SitePage } from '@dating/platform';

export interface PaymentHistoryRow {
  id: string;
  pack_name: string;
  credits: number;
  /** USD, e.g. 39.99. */
  price: number;
  /** When the payment was made: the provider's approval (ISO 8601). */
  created_at: string;
  status: 'approved' | 'reversed';
  /** True when the provider reported a chargeback or refund and the credits were taken back. */
  reversed: boolean;
}

export type PaymentHistorySort = 'created_at' | 'credits' | 'price' | 'pack_name';

/** A man's payments that bought credits, sorted and paged. */
export class GetReplenishmentQuery extends Query<{ rows: PaymentHistoryRow[]; total: number }> {
  constructor(
    readonly memberId: string,
    readonly sort: PaymentHistorySort,
    readonly direction: 'asc' | 'desc',
    readonly page: SitePage,
  ) {
    super();
  }
}
