import { Controller, Inject, Post } from '@nestjs/common';
import { CurrentMember, MemberOnly, type MemberPrincipal } from '@dating/platform';
import type { MemberSettings } from '../../domain/settings.js';
import { GetSettingsHandler } from './get-settings.handler.js';

@Controller('api')
export class GetSettingsController {
  constructor(@Inject(GetSettingsHandler) private readonly handler: GetSettingsHandler) {}

  /** POST /api/user/settings/get-all → { notification_inbox: 'on', ..., email_wink_notification: 'on' }. */
  @Post('user/settings/get-all')
  @MemberOnly()
  get(@CurrentMember() member: MemberPrincipal): Promise<MemberSettings> {
    return this.handler.execute(member);
  }
}
