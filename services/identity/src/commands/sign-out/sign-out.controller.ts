import { Controller, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentPrincipal, MemberOnly, type Principal } from '@dating/platform';
import { SignOutCommand } from './sign-out.command.js';

@Controller('api')
export class SignOutController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** POST /api/member/sign-out (empty body besides the token) → result true. */
  @Post('member/sign-out')
  @MemberOnly()
  signOut(@CurrentPrincipal() principal: Principal): Promise<true> {
    return this.commands.execute(new SignOutCommand(principal));
  }
}
