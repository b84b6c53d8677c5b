import { Controller, Inject, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CurrentMember, MemberOnly, type MemberPrincipal } from '@dating/platform';
import type { MemberSettings } from '../../domain/settings.js';
import { GetSettingsQuery } from './get-settings.query.js';

@Controller('api')
export class GetSettingsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** POST /api/user/settings/get-all → { notification_inbox: 'on', ..., email_wink_notification: 'on' }. */
  @Post('user/settings/get-all')
  @MemberOnly()
  get(@CurrentMember() member: MemberPrincipal): Promise<MemberSettings> {
    return this.queries.execute(new GetSettingsQuery(member));
  }
}
