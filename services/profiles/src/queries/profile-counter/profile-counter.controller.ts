import { Controller, Inject, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CurrentMember, MemberOnly, type MemberPrincipal } from '@dating/platform';
import { RecordsActivity } from '../../http/activity.interceptor.js';
import { type ProfileCounters, ProfileCounterQuery } from './profile-counter.query.js';

@Controller('api')
@RecordsActivity()
export class ProfileCounterController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** POST /api/profile/counter (member) → `{ visitors_new, visitors_total, visited }`. */
  @Post('profile/counter')
  @MemberOnly()
  count(@CurrentMember() member: MemberPrincipal): Promise<ProfileCounters> {
    return this.queries.execute(new ProfileCounterQuery(member.id));
  }
}
