import { Body, Controller, Inject, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CurrentMember, EnvelopeResult, MemberOnly, type MemberPrincipal, ok, PAGE_SIZES } from '@dating/platform';
import { PROFILE_LIMITS } from '@dating/rules';
import type { ProfileCard } from '../../domain/profile.js';
import { searchCriteria } from '../../domain/search-criteria.js';
import { memberIdParam } from '../../infrastructure/profile.reader.js';
import { RecordsActivity } from '../../http/activity.interceptor.js';
import { SearchProfilesQuery } from '../search-profiles/search-profiles.query.js';
import { wholeOr } from '../../http/validation.js';
import { EasySearchDto } from './easy-search.dto.js';

@Controller('api')
@RecordsActivity()
export class EasySearchController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /**
   * POST /api/profile/easy-search (member): the header's quick search — members of the other sex
   * by id or name start, alphabetical; `result` and `count` as the full search answers them.
   */
  @Post('profile/easy-search')
  @MemberOnly()
  async search(@CurrentMember() member: MemberPrincipal, @Body() dto: EasySearchDto): Promise<EnvelopeResult<ProfileCard[]>> {
    const limit = Math.min(wholeOr(dto.limit, PAGE_SIZES.default), PROFILE_LIMITS.easySearchMax);
    const criteria = {
      ...searchCriteria({ name_or_id: dto.name_or_id, limit, sort_by_name: 'asc' }, member.userType),
      hiddenFor: memberIdParam(member.id) ?? undefined,
    };
    const { cards, total } = await this.queries.execute(new SearchProfilesQuery(criteria));
    return new EnvelopeResult(ok(cards, { count: total, total_count: total }));
  }
}
