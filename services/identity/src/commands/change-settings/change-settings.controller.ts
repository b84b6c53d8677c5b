import { Body, Controller, Inject, Post } from '@nestjs/common';
import { CurrentMember, MemberOnly, type MemberPrincipal } from '@dating/platform';
import type { MemberSettings } from '../../domain/settings.js';
import { ChangeSettingsHandler } from './change-settings.handler.js';

@Controller('api')
export class ChangeSettingsController {
  constructor(@Inject(ChangeSettingsHandler) private readonly handler: ChangeSettingsHandler) {}

  /**
   * POST /api/user/settings/set-one: any of the settings flags with 'on' | 'off' → every flag.
   * The body is checked by the domain rule (unknown keys are refused, not silently dropped).
   */
  @Post('user/settings/set-one')
  @MemberOnly()
  set(@CurrentMember() member: MemberPrincipal, @Body() body: Record<string, unknown>): Promise<MemberSettings> {
    return this.handler.execute(member, body);
  }
}
