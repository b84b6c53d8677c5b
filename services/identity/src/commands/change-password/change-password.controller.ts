import { Body, Controller, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentMember, MemberOnly, type MemberPrincipal } from '@dating/platform';
import { ChangePasswordCommand } from './change-password.command.js';
import { ChangePasswordDto } from './change-password.dto.js';

@Controller('api')
export class ChangePasswordController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** POST /api/user/settings/change-member-password: new_password, new_password_repeat → result true. */
  @Post('user/settings/change-member-password')
  @MemberOnly()
  change(@CurrentMember() member: MemberPrincipal, @Body() dto: ChangePasswordDto): Promise<true> {
    return this.commands.execute(new ChangePasswordCommand(member, dto.new_password));
  }
}
