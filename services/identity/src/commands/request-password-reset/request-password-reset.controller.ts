import { Body, Controller, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { VisitorOnly } from '@dating/platform';
import type { ClientInfo } from '../../domain/client.js';
import { Client } from '../../http/client-info.decorator.js';
import { RequestPasswordResetCommand } from './request-password-reset.command.js';
import { RequestPasswordResetDto } from './request-password-reset.dto.js';

@Controller('api')
export class RequestPasswordResetController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** POST /api/member/request-password-reset: email (max 50), captcha → result true, whether or not it is registered. */
  @Post('member/request-password-reset')
  @VisitorOnly()
  request(@Body() dto: RequestPasswordResetDto, @Client() client: ClientInfo): Promise<true> {
    return this.commands.execute(new RequestPasswordResetCommand(dto.email, dto.captcha, client));
  }
}
