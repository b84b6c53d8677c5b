import { Controller, Delete, Inject, Param, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AdminApiErrors, CurrentStaffActor, type StaffActor, StaffOnly } from '@dating/platform';
import type { Response } from 'express';
import { uuidId } from '../../infrastructure/admin-resources.js';
import { RevokeStaffSessionCommand } from './revoke-staff-session.command.js';

@Controller('admin-api')
@AdminApiErrors()
export class RevokeStaffSessionController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** `DELETE /admin-api/staff-sessions/:id` (admin): ends the session → the session record (`active: false`, `revoked_at`). */
  @Delete('staff-sessions/:id')
  @StaffOnly('admin')
  async revoke(@Param('id') id: string, @CurrentStaffActor() actor: StaffActor, @Res() res: Response): Promise<void> {
    res.status(200).json(await this.commands.execute(new RevokeStaffSessionCommand(uuidId(id), actor)));
  }
}
