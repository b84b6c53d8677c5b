import { Body, Controller, Inject, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CurrentMember, type EnvelopeResult, MemberOnly, type MemberPrincipal, PAGE_SIZES, sitePage, sitePageResult } from '@dating/platform';
import type { NotificationItem } from '../../infrastructure/notifications.js';
import { PageDto } from './get-notifications.dto.js';
import { GetNotificationsQuery } from './get-notifications.query.js';

@Controller('api')
export class GetNotificationsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** POST /api/notifications/get-all `limit` (20), `offset` → the caller's notifications, newest first; `count`, `total_count`. */
  @Post('notifications/get-all')
  @MemberOnly()
  all(@CurrentMember() member: MemberPrincipal, @Body() dto: PageDto): Promise<EnvelopeResult<NotificationItem[]>> {
    return this.list(member, false, dto);
  }

  /** POST /api/notifications/from-favorites: as get-all, only those whose sender is in the caller's favorites. */
  @Post('notifications/from-favorites')
  @MemberOnly()
  fromFavorites(@CurrentMember() member: MemberPrincipal, @Body() dto: PageDto): Promise<EnvelopeResult<NotificationItem[]>> {
    return this.list(member, true, dto);
  }

  private async list(member: MemberPrincipal, fromFavorites: boolean, dto: PageDto): Promise<EnvelopeResult<NotificationItem[]>> {
    const { items, total } = await this.queries.execute(new GetNotificationsQuery(member.id, fromFavorites, sitePage(dto, PAGE_SIZES.notifications)));
    return sitePageResult(items, total);
  }
}
