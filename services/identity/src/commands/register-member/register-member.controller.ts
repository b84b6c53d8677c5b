import { Body, Controller, Inject, Post } from '@nestjs/common';
import { Client } from '../../http/client-info.decorator.js';
import type { ClientInfo } from '../../infrastructure/persistence/sessions.repository.js';
import type { MemberSignInResult } from '../sign-in/sign-in.result.js';
import { RegisterMemberDto } from './register-member.dto.js';
import { RegisterMemberHandler } from './register-member.handler.js';

@Controller('api')
export class RegisterMemberController {
  constructor(@Inject(RegisterMemberHandler) private readonly handler: RegisterMemberHandler) {}

  /** POST /api/member/registration: name, email, password, user_type, captcha → { access_token, user_id, user_type }. */
  @Post('member/registration')
  register(@Body() dto: RegisterMemberDto, @Client() client: ClientInfo): Promise<MemberSignInResult> {
    return this.handler.execute(dto, client);
  }
}
