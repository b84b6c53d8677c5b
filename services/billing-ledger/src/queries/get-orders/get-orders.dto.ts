import { OneOf, PageLimit, PageOffset, PAGE_SIZES, Text } from '@dating/platform';
import { StorableText } from '../../infrastructure/pg-text.js';
import { ORDER_TYPE_VALUES } from './order-types.js';

export const ORDER_SORT_COLUMNS = ['date', 'credits', 'quantity', 'type'] as const;

export class GetOrdersDto {
  @OneOf('sort', ORDER_SORT_COLUMNS, { required: false })
  sort?: (typeof ORDER_SORT_COLUMNS)[number];

  @OneOf('direction', ['asc', 'desc'], { required: false })
  direction?: 'asc' | 'desc';

  @Text('search name or id', { max: 100 })
  @StorableText('search name or id')
  search_name_or_id?: string;

  @OneOf('search order type', ['', ...ORDER_TYPE_VALUES], { required: false })
  search_order_type?: string;

  @PageLimit()
  limit?: number = PAGE_SIZES.orders;

  @PageOffset()
  offset?: number = 0;
}
