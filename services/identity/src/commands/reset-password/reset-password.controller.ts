import { Body, Controller, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ResetPasswordCommand } from './reset-password.command.js';
import { ResetPasswordDto } from './reset-password.dto.js';

@Controller('api')
export class ResetPasswordController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** POST /api/member/reset-password: password_reset_token, password → result true. */
  @Post('member/reset-password')
  reset(@Body() dto: ResetPasswordDto): Promise<true> {
    return this.commands.execute(new ResetPasswordCommand(dto.password_reset_token, dto.password));
  }
}
