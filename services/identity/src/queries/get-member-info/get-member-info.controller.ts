import { Controller, Inject, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CurrentMember, MemberOnly, type MemberPrincipal } from '@dating/platform';
import { GetMemberInfoQuery, type MemberInfo } from './get-member-info.query.js';

@Controller('api')
export class GetMemberInfoController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** POST /api/user/get-info (member) → { user_id, user_type, name, email, created_at }. */
  @Post('user/get-info')
  @MemberOnly()
  get(@CurrentMember() member: MemberPrincipal): Promise<MemberInfo> {
    return this.queries.execute(new GetMemberInfoQuery(member));
  }
}
