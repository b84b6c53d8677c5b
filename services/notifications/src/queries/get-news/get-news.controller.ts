import { Body, Controller, Inject, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CurrentMember, type EnvelopeResult, MemberOnly, type MemberPrincipal, PAGE_SIZES, sitePage, sitePageResult } from '@dating/platform';
import { PageDto } from '../get-notifications/get-notifications.dto.js';
import { GetNewsQuery, type NewsItem } from './get-news.query.js';

@Controller('api')
export class GetNewsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** POST /api/user-news/load-all `limit` (10), `offset` → news by members of the other sex, newest first; `count`, `total_count`. */
  @Post('user-news/load-all')
  @MemberOnly()
  all(@CurrentMember() member: MemberPrincipal, @Body() dto: PageDto): Promise<EnvelopeResult<NewsItem[]>> {
    return this.list(member, false, dto);
  }

  /** POST /api/user-news/favorite: as load-all, only news by members in the caller's favorites. */
  @Post('user-news/favorite')
  @MemberOnly()
  favorite(@CurrentMember() member: MemberPrincipal, @Body() dto: PageDto): Promise<EnvelopeResult<NewsItem[]>> {
    return this.list(member, true, dto);
  }

  private async list(member: MemberPrincipal, favorites: boolean, dto: PageDto): Promise<EnvelopeResult<NewsItem[]>> {
    const { items, total } = await this.queries.execute(new GetNewsQuery(member.id, member.userType, favorites, sitePage(dto, PAGE_SIZES.news)));
    return sitePageResult(items, total);
  }
}
