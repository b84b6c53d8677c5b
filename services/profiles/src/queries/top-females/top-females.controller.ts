import { Body, Controller, Inject, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type MemberPrincipal, OptionalMember, Viewer } from '@dating/platform';
import { PROFILE_LIMITS } from '@dating/rules';
import type { ProfileCard } from '../../domain/profile.js';
import { wholeOr } from '../../http/validation.js';
import { GuestListDto } from '../get-last-joined/get-last-joined.dto.js';
import { TopFemalesQuery } from './top-females.query.js';

@Controller('api')
export class TopFemalesController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** POST /api/top/females (public; a signed-in viewer's blocks are left out): `limit?` → the ladies with the most distinct visitors. */
  @Post('top/females')
  @OptionalMember()
  list(@Viewer() viewer: MemberPrincipal | null, @Body() dto: GuestListDto): Promise<ProfileCard[]> {
    return this.queries.execute(new TopFemalesQuery(wholeOr(dto.limit, PROFILE_LIMITS.guestListDefault), viewer?.id ?? null));
  }
}
