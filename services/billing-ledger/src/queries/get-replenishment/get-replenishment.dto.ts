import { OneOf, PageLimit, PageOffset } from '@dating/platform';

export const REPLENISHMENT_SORT_COLUMNS = ['created_at', 'credits', 'price', 'pack_name'] as const;
/** The payments history pages like the orders history (spec section 9: 20 a page). */
export const REPLENISHMENT_PAGE_SIZE = 20;

export class GetReplenishmentDto {
  @OneOf('sort', REPLENISHMENT_SORT_COLUMNS, { required: false })
  sort?: (typeof REPLENISHMENT_SORT_COLUMNS)[number];

  @OneOf('direction', ['asc', 'desc'], { required: false })
  direction?: 'asc' | 'desc';

  @PageLimit()
  limit?: number = REPLENISHMENT_PAGE_SIZE;

  @PageOffset()
  offset?: number = 0;
}
