import { Body, Controller, Inject, Post } from '@nestjs/common';
import { Client } from '../../http/client-info.decorator.js';
import type { ClientInfo } from '../../infrastructure/persistence/sessions.repository.js';
import { RequestPasswordResetDto } from './request-password-reset.dto.js';
import { RequestPasswordResetHandler } from './request-password-reset.handler.js';

@Controller('api')
export class RequestPasswordResetController {
  constructor(@Inject(RequestPasswordResetHandler) private readonly handler: RequestPasswordResetHandler) {}

  /** POST /api/member/request-password-reset: email (max 50), captcha → result true, whether or not it is registered. */
  @Post('member/request-password-reset')
  request(@Body() dto: RequestPasswordResetDto, @Client() client: ClientInfo): Promise<true> {
    return this.handler.execute(dto, client);
  }
}
