import { Body, Controller, Inject, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type MemberPrincipal, OptionalMember, Viewer } from '@dating/platform';
import { PROFILE_LIMITS } from '@dating/rules';
import { audienceOf } from '../../domain/audience.js';
import type { ProfileCard } from '../../domain/profile.js';
import { RecordsActivity } from '../../http/activity.interceptor.js';
import { wholeOr } from '../../http/validation.js';
import { GuestListDto } from './get-last-joined.dto.js';
import { GetLastJoinedQuery } from './get-last-joined.query.js';

@Controller('api')
@RecordsActivity()
export class GetLastJoinedController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** POST /api/guest/get-last-joined (public; a lady's token shows men): `limit?` → the last who joined, newest first. */
  @Post('guest/get-last-joined')
  @OptionalMember()
  list(@Viewer() viewer: MemberPrincipal | null, @Body() dto: GuestListDto): Promise<ProfileCard[]> {
    return this.queries.execute(
      new GetLastJoinedQuery(audienceOf(viewer?.userType ?? null), wholeOr(dto.limit, PROFILE_LIMITS.guestListDefault), viewer?.id ?? null),
    );
  }
}
