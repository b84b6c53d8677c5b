import { Query } from '@nestjs/cqrs';
import type { SitePage } from '@dating/platform';
import type { OrderType } from './order-types.js';

export interface OrderRow {
  id: string;
  type: OrderType | null;
  type_name: string;
  companion_id: string;
  companion_name: string;
  credits: number;
  quantity: number;
  reversed: boolean;
  /** Credits held, not yet spent (a gift or contact request waiting for moderation); added beside the spec's fields. */
  held: boolean;
  date: string;
}

export type OrderSort = 'date' | 'credits' | 'quantity' | 'type';

/** A man's orders history (his charges and what is held for him), filtered, sorted and paged. */
export class GetOrdersQuery extends Query<{ rows: OrderRow[]; total: number }> {
  constructor(
    readonly memberId: string,
    readonly filter: { orderType?: OrderType; search?: string; sort: OrderSort; direction: 'asc' | 'desc' },
    readonly page: SitePage,
  ) {
    super();
  }
}
