import { Body, Controller, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ClientInfo } from '../../domain/client.js';
import { Client } from '../../http/client-info.decorator.js';
import { SignInDto } from '../sign-in/sign-in.dto.js';
import { StaffSignInCommand, type StaffSignInResult } from './staff-sign-in.command.js';

@Controller('api')
export class StaffSignInController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** POST /api/staff/sign-in: email, password, remember_me → { access_token, staff_id, role, agency_id, name }. */
  @Post('staff/sign-in')
  signIn(@Body() dto: SignInDto, @Client() client: ClientInfo): Promise<StaffSignInResult> {
    return this.commands.execute(new StaffSignInCommand(dto.email, dto.password, dto.remember_me ?? false, client));
  }
}
