import { Body, Controller, Inject, Param, Put, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AdminApiErrors, CurrentStaffActor, type StaffActor, StaffOnly } from '@dating/platform';
import type { Response } from 'express';
import { bigintId } from '../../infrastructure/admin-resources.js';
import { UpdateMemberCommand } from './update-member.command.js';
import { UpdateMemberDto } from './update-member.dto.js';

@Controller('admin-api')
@AdminApiErrors()
export class UpdateMemberController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /**
   * `PUT /admin-api/members/:id` `{ banned, ban_reason, agency_id }` (site moderator; admins pass) →
   * the member record. A ban needs a reason and ends every session of the member at once; only an
   * admin changes a woman's agency.
   */
  @Put('members/:id')
  @StaffOnly('site_moderator')
  async update(@Param('id') id: string, @Body() dto: UpdateMemberDto, @CurrentStaffActor() actor: StaffActor, @Res() res: Response): Promise<void> {
    res.status(200).json(await this.commands.execute(new UpdateMemberCommand(bigintId(id), dto.banned, dto.ban_reason, actor, dto.agency_id)));
  }
}
