import { Controller, Inject, Post } from '@nestjs/common';
import { CurrentPrincipal, MemberOnly, StaffOnly, type Principal } from '@dating/platform';
import { SignOutHandler } from './sign-out.handler.js';

@Controller('api')
export class SignOutController {
  constructor(@Inject(SignOutHandler) private readonly handler: SignOutHandler) {}

  /** POST /api/member/sign-out (empty body besides the token) → result true. */
  @Post('member/sign-out')
  @MemberOnly()
  signOut(@CurrentPrincipal() principal: Principal): Promise<true> {
    return this.handler.execute(principal.sessionId);
  }

  /** POST /api/staff/sign-out → result true. */
  @Post('staff/sign-out')
  @StaffOnly()
  staffSignOut(@CurrentPrincipal() principal: Principal): Promise<true> {
    return this.handler.execute(principal.sessionId);
  }
}
