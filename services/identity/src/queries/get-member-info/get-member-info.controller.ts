import { Controller, Inject, Post } from '@nestjs/common';
import { CurrentMember, MemberOnly, type MemberPrincipal } from '@dating/platform';
import { GetMemberInfoHandler, type MemberInfo } from './get-member-info.handler.js';

@Controller('api')
export class GetMemberInfoController {
  constructor(@Inject(GetMemberInfoHandler) private readonly handler: GetMemberInfoHandler) {}

  /** POST /api/user/get-info (member) → { user_id, user_type, name, email, created_at }. */
  @Post('user/get-info')
  @MemberOnly()
  get(@CurrentMember() member: MemberPrincipal): Promise<MemberInfo> {
    return this.handler.execute(member);
  }
}
