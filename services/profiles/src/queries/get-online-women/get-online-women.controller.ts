import { Body, Controller, Inject, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type MemberPrincipal, OptionalMember, Viewer } from '@dating/platform';
import { PROFILE_LIMITS } from '@dating/rules';
import type { ProfileCard } from '../../domain/profile.js';
import { wholeOr } from '../../http/validation.js';
import { GetOnlineWomenDto } from './get-online-women.dto.js';
import { GetOnlineWomenQuery } from './get-online-women.query.js';

@Controller('api')
export class GetOnlineWomenController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** POST /api/guest/get-online-women (public; a signed-in viewer's blocks are left out): `limit?`, `offset?` → `{ list, count }`. */
  @Post('guest/get-online-women')
  @OptionalMember()
  list(@Viewer() viewer: MemberPrincipal | null, @Body() dto: GetOnlineWomenDto): Promise<{ list: ProfileCard[]; count: number }> {
    return this.queries.execute(new GetOnlineWomenQuery(wholeOr(dto.limit, PROFILE_LIMITS.guestListDefault), wholeOr(dto.offset, 0), viewer?.id ?? null));
  }
}
