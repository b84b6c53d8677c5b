import { Body, Controller, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentMember, MemberOnly, type MemberPrincipal } from '@dating/platform';
import type { MemberSettings, SettingsChange } from '../../domain/settings.js';
import { ChangeSettingsCommand } from './change-settings.command.js';
import { SettingsChangePipe } from './change-settings.dto.js';

@Controller('api')
export class ChangeSettingsController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** POST /api/user/settings/set-one: any of the settings flags with 'on' | 'off' → every flag. */
  @Post('user/settings/set-one')
  @MemberOnly()
  set(@CurrentMember() member: MemberPrincipal, @Body(SettingsChangePipe) change: SettingsChange): Promise<MemberSettings> {
    return this.commands.execute(new ChangeSettingsCommand(member, change));
  }
}
