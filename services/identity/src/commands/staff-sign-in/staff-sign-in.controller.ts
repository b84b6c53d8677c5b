import { Body, Controller, Inject, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AdminApiErrors } from '@dating/platform';
import type { Response } from 'express';
import type { ClientInfo } from '../../domain/client.js';
import { Client } from '../../http/client-info.decorator.js';
import { StaffSignInCommand } from './staff-sign-in.command.js';
import { StaffSignInDto } from './staff-sign-in.dto.js';

@Controller('admin-api/auth')
@AdminApiErrors()
export class StaffSignInController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /**
   * `POST /admin-api/auth/sign-in` `{ email, password }` → `{ step: "enroll", ticket, secret, otpauth_url }`
   * when no second factor is enrolled yet, else `{ step: "verify", ticket }` (plain JSON).
   */
  @Post('sign-in')
  async signIn(@Body() dto: StaffSignInDto, @Client() client: ClientInfo, @Res() res: Response): Promise<void> {
    res.status(200).json(await this.commands.execute(new StaffSignInCommand(dto.email, dto.password, client)));
  }
}
