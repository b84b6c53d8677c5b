import { Body, Controller, Inject, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CurrentMember, type EnvelopeResult, type MemberPrincipal, MemberOnly, PAGE_SIZES, sitePage, sitePageResult } from '@dating/platform';
import { GetOrdersDto } from './get-orders.dto.js';
import { GetOrdersQuery, type OrderRow } from './get-orders.query.js';
import type { OrderType } from './order-types.js';

/** credit/get-orders: the man's orders history (charges, and open holds flagged `held`), filtered, sorted and paged (20 a page). */
@Controller('api')
export class GetOrdersController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Post('credit/get-orders')
  @MemberOnly('man')
  async getOrders(@CurrentMember() member: MemberPrincipal, @Body() dto: GetOrdersDto): Promise<EnvelopeResult<OrderRow[]>> {
    const filter = {
      orderType: (dto.search_order_type || undefined) as OrderType | undefined,
      search: dto.search_name_or_id?.trim() || undefined,
      sort: dto.sort ?? 'date',
      direction: dto.direction ?? 'desc',
    };
    const { rows, total } = await this.queries.execute(new GetOrdersQuery(member.id, filter, sitePage(dto, PAGE_SIZES.orders)));
    return sitePageResult(rows, total);
  }
}
