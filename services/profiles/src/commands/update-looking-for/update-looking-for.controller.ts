import { Body, Controller, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentMember, MemberOnly, type MemberPrincipal } from '@dating/platform';
import type { OwnProfileView } from '../../domain/profile.js';
import { RecordsActivity } from '../../http/activity.interceptor.js';
import { UpdateLookingForCommand } from './update-looking-for.command.js';
import { UpdateLookingForDto } from './update-looking-for.dto.js';

@Controller('api')
@RecordsActivity()
export class UpdateLookingForController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** POST /api/profile/update/woman-looking-for (men) → the profile as its owner sees it. */
  @Post('profile/update/woman-looking-for')
  @MemberOnly('man')
  update(@CurrentMember() member: MemberPrincipal, @Body() dto: UpdateLookingForDto): Promise<OwnProfileView> {
    return this.commands.execute(new UpdateLookingForCommand(member.id, dto));
  }
}
