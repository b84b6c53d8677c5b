import { Body, Controller, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { VisitorOnly } from '@dating/platform';
import type { ClientInfo } from '../../domain/client.js';
import { Client } from '../../http/client-info.decorator.js';
import { type MemberSignInResult, SignInCommand } from './sign-in.command.js';
import { SignInDto } from './sign-in.dto.js';

@Controller('api')
export class SignInController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** POST /api/member/sign-in: email, password, remember_me → { access_token, user_id, user_type }. */
  @Post('member/sign-in')
  @VisitorOnly()
  signIn(@Body() dto: SignInDto, @Client() client: ClientInfo): Promise<MemberSignInResult> {
    return this.commands.execute(new SignInCommand(dto.email, dto.password, dto.remember_me ?? false, client));
  }
}
