import { Body, Controller, Inject, Post } from '@nestjs/common';
import { CurrentMember, MemberOnly, type MemberPrincipal } from '@dating/platform';
import { ChangePasswordDto } from './change-password.dto.js';
import { ChangePasswordHandler } from './change-password.handler.js';

@Controller('api')
export class ChangePasswordController {
  constructor(@Inject(ChangePasswordHandler) private readonly handler: ChangePasswordHandler) {}

  /** POST /api/user/settings/change-member-password: new_password, new_password_repeat → result true. */
  @Post('user/settings/change-member-password')
  @MemberOnly()
  change(@CurrentMember() member: MemberPrincipal, @Body() dto: ChangePasswordDto): Promise<true> {
    return this.handler.execute(member, dto.new_password);
  }
}
