import { Body, Controller, Inject, Post } from '@nestjs/common';
import { Client } from '../../http/client-info.decorator.js';
import type { ClientInfo } from '../../infrastructure/persistence/sessions.repository.js';
import { SignInDto } from '../sign-in/sign-in.dto.js';
import { StaffSignInHandler, type StaffSignInResult } from './staff-sign-in.handler.js';

@Controller('api')
export class StaffSignInController {
  constructor(@Inject(StaffSignInHandler) private readonly handler: StaffSignInHandler) {}

  /** POST /api/staff/sign-in: email, password, remember_me → { access_token, staff_id, role, agency_id, name }. */
  @Post('staff/sign-in')
  signIn(@Body() dto: SignInDto, @Client() client: ClientInfo): Promise<StaffSignInResult> {
    return this.handler.execute(dto, client);
  }
}
