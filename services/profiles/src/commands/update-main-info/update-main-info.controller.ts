import { Body, Controller, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentMember, MemberOnly, type MemberPrincipal } from '@dating/platform';
import type { OwnProfileView } from '../../domain/profile.js';
import { RecordsActivity } from '../../http/activity.interceptor.js';
import { UpdateMainInfoCommand } from './update-main-info.command.js';
import { UpdateMainInfoDto } from './update-main-info.dto.js';

@Controller('api')
@RecordsActivity()
export class UpdateMainInfoController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** POST /api/profile/update/main-info (men: /edit is men only) → the profile as its owner sees it. */
  @Post('profile/update/main-info')
  @MemberOnly('man')
  update(@CurrentMember() member: MemberPrincipal, @Body() dto: UpdateMainInfoDto): Promise<OwnProfileView> {
    return this.commands.execute(new UpdateMainInfoCommand(member.id, dto));
  }
}
