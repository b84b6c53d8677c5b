import { Body, Controller, Inject, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CurrentMember, EnvelopeResult, MemberOnly, type MemberPrincipal, ok } from '@dating/platform';
import type { ProfileCard } from '../../domain/profile.js';
import { type SearchRequest, searchCriteria } from '../../domain/search-criteria.js';
import { RecordsActivity } from '../../http/activity.interceptor.js';
import { SearchProfilesDto } from './search-profiles.dto.js';
import { memberIdParam } from '../../infrastructure/profile.reader.js';
import { SearchProfilesQuery } from './search-profiles.query.js';

/** Empty strings are "no filter" (the site's reset filter sends them). */
export function searchRequestOf(dto: SearchProfilesDto): SearchRequest {
  const entries = Object.entries(dto).filter(([, v]) => v !== undefined && v !== null && v !== '');
  return Object.fromEntries(entries) as SearchRequest;
}

@Controller('api')
@RecordsActivity()
export class SearchProfilesController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /**
   * POST /api/profile/search (member): a man searches ladies, a lady searches men. Every filter
   * of the ladies search; `page` (24 a page) or `limit` (default 6) and `offset`; `sort_by_name` or
   * `sort_by_date` (asc/desc; default newest first). Answers `result` (the page) and `count` (how
   * many match in all; also as `total_count`).
   */
  @Post('profile/search')
  @MemberOnly()
  async search(@CurrentMember() member: MemberPrincipal, @Body() dto: SearchProfilesDto): Promise<EnvelopeResult<ProfileCard[]>> {
    const criteria = { ...searchCriteria(searchRequestOf(dto), member.userType), hiddenFor: memberIdParam(member.id) ?? undefined };
    const { cards, total } = await this.queries.execute(new SearchProfilesQuery(criteria));
    return new EnvelopeResult(ok(cards, { count: total, total_count: total }));
  }
}
