import { Body, Controller, Delete, Inject, Param, Put, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AdminApiErrors, CurrentStaffActor, type StaffActor, StaffOnly } from '@dating/platform';
import type { Response } from 'express';
import type { StaffChange } from '../../domain/staff-changes.js';
import { bigintId } from '../../infrastructure/admin-resources.js';
import { UpdateStaffCommand } from './update-staff.command.js';
import { UpdateStaffDto } from './update-staff.dto.js';

@Controller('admin-api')
@StaffOnly('admin')
@AdminApiErrors()
export class UpdateStaffController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /**
   * `PUT /admin-api/staff/:id` `{ name?, role?, agency_id?, disabled?, totp_enrolled? }` (admin) → the
   * staff record. `totp_enrolled: false` removes the second factor (the next sign-in enrolls again).
   */
  @Put('staff/:id')
  async update(@Param('id') id: string, @Body() dto: UpdateStaffDto, @CurrentStaffActor() actor: StaffActor, @Res() res: Response): Promise<void> {
    const change: StaffChange = { name: dto.name, role: dto.role, disabled: dto.disabled, totpEnrolled: dto.totp_enrolled };
    if (dto.agency_id !== undefined) change.agencyId = dto.agency_id;
    res.status(200).json(await this.commands.execute(new UpdateStaffCommand(bigintId(id), change, actor)));
  }

  /** `DELETE /admin-api/staff/:id` (admin): disables the account (never deletes it) → the staff record. */
  @Delete('staff/:id')
  async disable(@Param('id') id: string, @CurrentStaffActor() actor: StaffActor, @Res() res: Response): Promise<void> {
    res.status(200).json(await this.commands.execute(new UpdateStaffCommand(bigintId(id), { disabled: true }, actor)));
  }
}
