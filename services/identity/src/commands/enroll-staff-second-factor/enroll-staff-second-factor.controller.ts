import { Body, Controller, Inject, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AdminApiErrors } from '@dating/platform';
import type { Response } from 'express';
import type { ClientInfo } from '../../domain/client.js';
import { Client } from '../../http/client-info.decorator.js';
import { EnrollStaffSecondFactorCommand } from './enroll-staff-second-factor.command.js';
import { EnrollStaffSecondFactorDto } from './enroll-staff-second-factor.dto.js';

@Controller('admin-api/auth')
@AdminApiErrors()
export class EnrollStaffSecondFactorController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** `POST /admin-api/auth/enroll` `{ ticket, code }` → `{ access_token, expires_at, staff, recovery_codes }` (the codes are shown this once). */
  @Post('enroll')
  async enroll(@Body() dto: EnrollStaffSecondFactorDto, @Client() client: ClientInfo, @Res() res: Response): Promise<void> {
    res.status(200).json(await this.commands.execute(new EnrollStaffSecondFactorCommand(dto.ticket, dto.code, client)));
  }
}
