import type { AdminResource } from '@dating/platform';
import { asIs, columnFilters, fromColumns, isoOrNull, isTrue, num, orNull, sortableColumns } from '@dating/platform';

/** `gifts`: the gift catalogue. Filters `q` (part of the name), `category`, `active`. */
export const GIFT_CATALOGUE: AdminResource<Record<string, unknown>> = {
  resource: 'gifts',
  select: `SELECT g.id, g.name, g.name_ru, g.category, g.price, g.delivery_price, g.active, g.created_at FROM profiles.gifts g`,
  sortable: sortableColumns('id', 'name', 'category', 'price', 'delivery_price'),
  defaultSort: ['id', 'ASC'],
  tieBreaker: 'r.id ASC',
  filters: {
    ...columnFilters({ category: 'text', active: 'bool' }),
    q: { column: 'name', type: 'text', op: 'search', columns: ['name', 'name_ru'] },
  },
  map: fromColumns({ id: num, name: asIs, name_ru: orNull, category: asIs, price: num, delivery_price: num, active: isTrue, created_at: isoOrNull }),
};
