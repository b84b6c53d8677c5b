import { Body, Controller, Inject, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CurrentMember, MemberOnly, type MemberPrincipal } from '@dating/platform';
import type { MemberProfileView, OwnProfileView } from '../../domain/profile.js';
import { RecordsActivity } from '../../http/activity.interceptor.js';
import { LoadProfileDto } from './load-profile.dto.js';
import { LoadProfileQuery } from './load-profile.query.js';

@Controller('api')
@RecordsActivity()
export class LoadProfileController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** POST /api/profile/load (member): `target_user_id?` → the profile (own: with contacts). */
  @Post('profile/load')
  @MemberOnly()
  load(@CurrentMember() member: MemberPrincipal, @Body() dto: LoadProfileDto): Promise<OwnProfileView | MemberProfileView> {
    return this.queries.execute(new LoadProfileQuery(member, typeof dto.target_user_id === 'number' ? String(dto.target_user_id) : null));
  }
}
