import { Body, Controller, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentMember, MemberOnly, type MemberPrincipal } from '@dating/platform';
import { RecordsActivity } from '../../http/activity.interceptor.js';
import { UpdateStatusCommand } from './update-status.command.js';
import { UpdateStatusDto } from './update-status.dto.js';

@Controller('api')
@RecordsActivity()
export class UpdateStatusController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** POST /api/profile/update/user-status (any member): `status` → `{ status }`. */
  @Post('profile/update/user-status')
  @MemberOnly()
  update(@CurrentMember() member: MemberPrincipal, @Body() dto: UpdateStatusDto): Promise<{ status: string }> {
    return this.commands.execute(new UpdateStatusCommand(member.id, dto.status));
  }
}
