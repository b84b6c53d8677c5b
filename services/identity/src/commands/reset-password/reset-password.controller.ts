import { Body, Controller, Inject, Post } from '@nestjs/common';
import { ResetPasswordDto } from './reset-password.dto.js';
import { ResetPasswordHandler } from './reset-password.handler.js';

@Controller('api')
export class ResetPasswordController {
  constructor(@Inject(ResetPasswordHandler) private readonly handler: ResetPasswordHandler) {}

  /** POST /api/member/reset-password: password_reset_token, password → result true. */
  @Post('member/reset-password')
  reset(@Body() dto: ResetPasswordDto): Promise<true> {
    return this.handler.execute(dto);
  }
}
