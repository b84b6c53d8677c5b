import { Body, Controller, Inject, Post } from '@nestjs/common';
import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { CurrentMember, type EnvelopeResult, MemberOnly, type MemberPrincipal, PAGE_SIZES, type ServiceDb, sitePage, sitePageResult } from '@dating/platform';
import { RecordsActivity } from '../../http/activity.interceptor.js';
import { GuestListDto } from '../../http/social-params.js';
import { memberIdParam } from '../../infrastructure/profile.reader.js';
import { iso, readSocialPage, type SocialEntry } from '../../infrastructure/social.js';
import { PROFILES_DB } from '../../profiles.tokens.js';

export interface VisitorExtra {
  /** The last visit. */
  time_create: string;
  first_visit: string;
  visits: number;
  /** The visited member saw this visitor (guest/mark-seen). */
  seen: boolean;
}
export type VisitorEntry = SocialEntry<VisitorExtra>;

/** guest/gel-all and guest/search-guest: who visited the caller (`i_visited` false) or whom the caller visited; newest first, 20 a page. */
export class GetVisitorsQuery extends Query<{ items: VisitorEntry[]; total: number }> {
  constructor(
    readonly memberId: string,
    readonly iVisited: boolean,
    readonly nameOrId: string | null,
    readonly limit: number | undefined,
    readonly offset: number | undefined,
  ) {
    super();
  }
}

@QueryHandler(GetVisitorsQuery)
export class GetVisitorsHandler implements IQueryHandler<GetVisitorsQuery> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  async execute(q: GetVisitorsQuery): Promise<{ items: VisitorEntry[]; total: number }> {
    if (memberIdParam(q.memberId) === null) return { items: [], total: 0 };
    return readSocialPage<VisitorExtra>(
      this.db,
      {
        from: 'profiles.visits',
        ...(q.iVisited ? { otherColumn: 'visited_id', where: 'x.visitor_id = $1' } : { otherColumn: 'visitor_id', where: 'x.visited_id = $1' }),
        extra: `x.last_visited_at AS time_create, x.first_visited_at AS first_visit, x.visits, x.seen_at IS NOT NULL AS seen`,
        params: [q.memberId],
        sortColumn: 'time_create',
        nameOrId: q.nameOrId,
      },
      sitePage(q, PAGE_SIZES.visitors),
      (r) => ({ time_create: iso(r.time_create)!, first_visit: iso(r.first_visit)!, visits: Number(r.visits), seen: Boolean(r.seen) }),
    );
  }
}

@Controller('api')
@RecordsActivity()
export class GetVisitorsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** POST /api/guest/gel-all `i_visited`, `limit` (20), `offset`. */
  @Post('guest/gel-all')
  @MemberOnly()
  async list(@CurrentMember() member: MemberPrincipal, @Body() dto: GuestListDto): Promise<EnvelopeResult<VisitorEntry[]>> {
    const { items, total } = await this.queries.execute(new GetVisitorsQuery(member.id, dto.i_visited === true, null, dto.limit, dto.offset));
    return sitePageResult(items, total);
  }

  /** POST /api/guest/search-guest `name_or_id` (`i_visited`, paging) → as gel-all, filtered. */
  @Post('guest/search-guest')
  @MemberOnly()
  async search(@CurrentMember() member: MemberPrincipal, @Body() dto: GuestListDto): Promise<EnvelopeResult<VisitorEntry[]>> {
    const { items, total } = await this.queries.execute(new GetVisitorsQuery(member.id, dto.i_visited === true, dto.name_or_id ?? null, dto.limit, dto.offset));
    return sitePageResult(items, total);
  }
}
