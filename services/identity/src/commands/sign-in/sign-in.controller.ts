import { Body, Controller, Inject, Post } from '@nestjs/common';
import { Client } from '../../http/client-info.decorator.js';
import type { ClientInfo } from '../../infrastructure/persistence/sessions.repository.js';
import { SignInDto } from './sign-in.dto.js';
import { SignInHandler } from './sign-in.handler.js';
import type { MemberSignInResult } from './sign-in.result.js';

@Controller('api')
export class SignInController {
  constructor(@Inject(SignInHandler) private readonly handler: SignInHandler) {}

  /** POST /api/member/sign-in: email, password, remember_me → { access_token, user_id, user_type }. */
  @Post('member/sign-in')
  signIn(@Body() dto: SignInDto, @Client() client: ClientInfo): Promise<MemberSignInResult> {
    return this.handler.execute(dto, client);
  }
}
