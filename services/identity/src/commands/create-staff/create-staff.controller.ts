import { Body, Controller, Inject, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AdminApiErrors, CurrentStaffActor, type StaffActor, StaffOnly } from '@dating/platform';
import type { Response } from 'express';
import { CreateStaffCommand } from './create-staff.command.js';
import { CreateStaffDto } from './create-staff.dto.js';

@Controller('admin-api')
@AdminApiErrors()
export class CreateStaffController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /**
   * `POST /admin-api/staff` `{ email, name, role, agency_id?, password }` (admin) → 201 and the staff
   * record. A taken e-mail is 10027 (409); an agency moderator needs `agency_id`, other roles none (10002).
   */
  @Post('staff')
  @StaffOnly('admin')
  async create(@Body() dto: CreateStaffDto, @CurrentStaffActor() actor: StaffActor, @Res() res: Response): Promise<void> {
    const input = { email: dto.email, name: dto.name, role: dto.role, agencyId: dto.agency_id ?? null, password: dto.password };
    res.status(201).json(await this.commands.execute(new CreateStaffCommand(input, actor)));
  }
}
