import { Body, Controller, Inject, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CurrentMember, type EnvelopeResult, type MemberPrincipal, MemberOnly, sitePage, sitePageResult } from '@dating/platform';
import { GetReplenishmentDto, REPLENISHMENT_PAGE_SIZE } from './get-replenishment.dto.js';
import { GetReplenishmentQuery, type PaymentHistoryRow } from './get-replenishment.query.js';

/**
 * credit/replenishment (men only): the member's payments history. Only payments that bought
 * credits are listed: `approved`, and `reversed` ones (chargeback or refund) flagged as such;
 * pending checkouts and declined attempts are not purchases and stay out. Sort by `sort`
 * (created_at, credits, price, pack_name) and `direction` (default newest first), paged with
 * limit/offset (20 a page); `count` and `total_count` beside `result`.
 */
@Controller('api')
export class GetReplenishmentController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Post('credit/replenishment')
  @MemberOnly('man')
  async replenishment(@CurrentMember() member: MemberPrincipal, @Body() dto: GetReplenishmentDto): Promise<EnvelopeResult<PaymentHistoryRow[]>> {
    const query = new GetReplenishmentQuery(member.id, dto.sort ?? 'created_at', dto.direction ?? 'desc', sitePage(dto, REPLENISHMENT_PAGE_SIZE));
    const { rows, total } = await this.queries.execute(query);
    return sitePageResult(rows, total);
  }
}
