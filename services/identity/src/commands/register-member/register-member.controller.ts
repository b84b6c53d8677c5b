import { Body, Controller, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { VisitorOnly } from '@dating/platform';
import type { ClientInfo } from '../../domain/client.js';
import { Client } from '../../http/client-info.decorator.js';
import type { MemberSignInResult } from '../sign-in/sign-in.command.js';
import { RegisterMemberCommand } from './register-member.command.js';
import { RegisterMemberDto } from './register-member.dto.js';

@Controller('api')
export class RegisterMemberController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** POST /api/member/registration: name, email, password, user_type, captcha → { access_token, user_id, user_type }. */
  @Post('member/registration')
  @VisitorOnly()
  register(@Body() dto: RegisterMemberDto, @Client() client: ClientInfo): Promise<MemberSignInResult> {
    const member = { name: dto.name, email: dto.email, password: dto.password, userType: dto.user_type };
    return this.commands.execute(new RegisterMemberCommand(member, dto.captcha, client));
  }
}
