import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ServiceDb } from '@dating/platform';
import { BILLING_DB } from '../../billing-tokens.js';
import { type OrdersFilter, readOrders } from '../../infrastructure/orders.reader.js';
import { GetOrdersQuery, type OrderRow, type OrderSort } from './get-orders.query.js';
import { ORDER_TYPES, orderTypeOfService } from './order-types.js';

const SORT_COLUMNS: Record<OrderSort, OrdersFilter['sort']> = { date: 'created_at', credits: 'amount', quantity: 'quantity', type: 'service' };

@QueryHandler(GetOrdersQuery)
export class GetOrdersHandler implements IQueryHandler<GetOrdersQuery> {
  constructor(@Inject(BILLING_DB) private readonly db: ServiceDb) {}

  async execute({ memberId, filter, page }: GetOrdersQuery): Promise<{ rows: OrderRow[]; total: number }> {
    // Own keys only, so no inherited name picks a column or a service.
    const orderType = filter.orderType && Object.hasOwn(ORDER_TYPES, filter.orderType) ? filter.orderType : undefined;
    const sort = Object.hasOwn(SORT_COLUMNS, filter.sort) ? SORT_COLUMNS[filter.sort] : 'created_at';
    const { rows, total } = await readOrders(
      this.db,
      memberId,
      { service: orderType && ORDER_TYPES[orderType].service, search: filter.search, sort, direction: filter.direction === 'asc' ? 'ASC' : 'DESC' },
      page,
    );
    return {
      rows: rows.map((r) => {
        const type = orderTypeOfService(r.service);
        return {
          id: r.charge_id,
          type,
          type_name: type ? ORDER_TYPES[type].name : r.service,
          companion_id: r.reference,
          companion_name: r.companion_name,
          credits: Number(r.amount),
          quantity: Number(r.quantity),
          reversed: r.reversed,
          held: r.held,
          date: new Date(r.created_at).toISOString(),
        };
      }),
      total,
    };
  }
}
