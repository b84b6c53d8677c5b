import { Body, Controller, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentMember, MemberOnly, type MemberPrincipal } from '@dating/platform';
import type { OwnProfileView } from '../../domain/profile.js';
import { RecordsActivity } from '../../http/activity.interceptor.js';
import { UpdateAboutMeCommand } from './update-about-me.command.js';
import { UpdateAboutMeDto } from './update-about-me.dto.js';

@Controller('api')
@RecordsActivity()
export class UpdateAboutMeController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** POST /api/profile/update/about-me-info (men) → the profile as its owner sees it. */
  @Post('profile/update/about-me-info')
  @MemberOnly('man')
  update(@CurrentMember() member: MemberPrincipal, @Body() dto: UpdateAboutMeDto): Promise<OwnProfileView> {
    return this.commands.execute(new UpdateAboutMeCommand(member.id, dto));
  }
}
