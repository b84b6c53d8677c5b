import { Body, Controller, Inject, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CurrentMember, MemberOnly, type MemberPrincipal } from '@dating/platform';
import { CountUnreadNotificationsQuery, type UnreadNotifications } from './count-unread-notifications.query.js';

@Controller('api')
export class CountUnreadNotificationsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** POST /api/notifications/counter → `{ unread }` (the header's bell, like mail's letter/counter). */
  @Post('notifications/counter')
  @MemberOnly()
  count(@CurrentMember() member: MemberPrincipal, @Body() _body: unknown): Promise<UnreadNotifications> {
    return this.queries.execute(new CountUnreadNotificationsQuery(member.id));
  }
}
