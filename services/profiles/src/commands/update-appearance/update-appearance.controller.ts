import { Body, Controller, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentMember, MemberOnly, type MemberPrincipal } from '@dating/platform';
import type { OwnProfileView } from '../../domain/profile.js';
import { RecordsActivity } from '../../http/activity.interceptor.js';
import { UpdateAppearanceCommand } from './update-appearance.command.js';
import { UpdateAppearanceDto } from './update-appearance.dto.js';

@Controller('api')
@RecordsActivity()
export class UpdateAppearanceController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** POST /api/profile/update/my-appearance (men) → the profile as its owner sees it. */
  @Post('profile/update/my-appearance')
  @MemberOnly('man')
  update(@CurrentMember() member: MemberPrincipal, @Body() dto: UpdateAppearanceDto): Promise<OwnProfileView> {
    return this.commands.execute(new UpdateAppearanceCommand(member.id, dto));
  }
}
