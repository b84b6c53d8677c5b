import { OneOf, PAGE_SIZES, Text, WholeNumber } from '@dating/platform';
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

  @WholeNumber('limit', { min: 1, max: 100 })
  limit?: number = PAGE_SIZES.orders;

  @WholeNumber('offset', { min: 0, max: 1_000_000 })
  offset?: number = 0;
}
