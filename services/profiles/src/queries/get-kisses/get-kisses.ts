import { Body, Controller, Inject, Post } from '@nestjs/common';
import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { CurrentMember, type EnvelopeResult, MemberOnly, type MemberPrincipal, PAGE_SIZES, type ServiceDb, sitePage, sitePageResult } from '@dating/platform';
import { RecordsActivity } from '../../http/activity.interceptor.js';
import { KissListDto, targetsOf } from '../../http/social-params.js';
import { memberIdParam } from '../../infrastructure/profile.reader.js';
import { iso, type Member, notBlocked, readSocialPage, type SocialEntry } from '../../infrastructure/social.js';
import { PROFILES_DB } from '../../profiles.tokens.js';

export interface KissExtra {
  time_create: string;
  /** The receiver saw the wink (kiss/mark). */
  seen: boolean;
  /** The receiver winked back since. */
  answered: boolean;
  /** The caller may wink at this member now (kiss/avaible-to-kiss). */
  can_wink: boolean;
}
export type KissEntry = SocialEntry<KissExtra>;

/** kiss/get-kisses and kiss/search: the caller's received winks (`i_winked` false) or sent ones, newest first, 20 a page. */
export class GetKissesQuery extends Query<{ items: KissEntry[]; total: number }> {
  constructor(
    readonly memberId: string,
    readonly iWinked: boolean,
    readonly nameOrId: string | null,
    readonly limit: number | undefined,
    readonly offset: number | undefined,
  ) {
    super();
  }
}

@QueryHandler(GetKissesQuery)
export class GetKissesHandler implements IQueryHandler<GetKissesQuery> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  async execute(q: GetKissesQuery): Promise<{ items: KissEntry[]; total: number }> {
    if (memberIdParam(q.memberId) === null) return { items: [], total: 0 };
    const page = sitePage(q, PAGE_SIZES.kisses);
    // can_wink: the caller's own wink at this member is absent or answered.
    const mineAnswered = (other: string) =>
      `NOT EXISTS (SELECT 1 FROM profiles.winks mw WHERE mw.sender_id = $1 AND mw.receiver_id = ${other} AND mw.answered_at IS NULL)`;
    const options = q.iWinked ? { otherColumn: 'receiver_id', where: 'x.sender_id = $1' } : { otherColumn: 'sender_id', where: 'x.receiver_id = $1' };
    return readSocialPage<KissExtra>(
      this.db,
      {
        from: 'profiles.winks',
        ...options,
        extra: `x.sent_at AS time_create, x.seen_at IS NOT NULL AS seen, x.answered_at IS NOT NULL AS answered, ${mineAnswered(`x.${options.otherColumn}`)} AS can_wink`,
        params: [q.memberId],
        sortColumn: 'time_create',
        nameOrId: q.nameOrId,
      },
      page,
      (r) => ({ time_create: iso(r.time_create)!, seen: Boolean(r.seen), answered: Boolean(r.answered), can_wink: Boolean(r.can_wink) }),
    );
  }
}

/**
 * kiss/avaible-to-kiss: for each id, whether the caller may wink (other sex, not banned, no block either way,
 * no unanswered wink of the caller's), and `winked`: the caller's wink waits for an answer.
 */
export class AvailableToKissQuery extends Query<{ user_id: number; available: boolean; winked: boolean }[]> {
  constructor(
    readonly member: Member,
    readonly ids: string[],
  ) {
    super();
  }
}

@QueryHandler(AvailableToKissQuery)
export class AvailableToKissHandler implements IQueryHandler<AvailableToKissQuery> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  async execute({ member, ids }: AvailableToKissQuery) {
    if (memberIdParam(member.id) === null || !ids.length) return [];
    const rows = await this.db.query<{ id: string; available: boolean; winked: boolean }>(
      `SELECT p.member_id::text AS id, w.sender_id IS NOT NULL AS winked,
         (p.user_type <> $2 AND ${notBlocked('$1::bigint', 'p.member_id')} AND w.sender_id IS NULL) AS available
       FROM profiles.profiles p LEFT JOIN profiles.winks w ON w.sender_id = $1 AND w.receiver_id = p.member_id AND w.answered_at IS NULL
       WHERE p.member_id = ANY($3::bigint[]) AND p.banned_at IS NULL`,
      [member.id, member.userType, ids],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => ({ user_id: Number(id), available: byId.get(id)?.available ?? false, winked: byId.get(id)?.winked ?? false }));
  }
}

@Controller('api')
@RecordsActivity()
export class KissesController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** POST /api/kiss/get-kisses `i_winked`, `limit` (20), `offset` → entries newest first; `count`, `total_count`. */
  @Post('kiss/get-kisses')
  @MemberOnly()
  async list(@CurrentMember() member: MemberPrincipal, @Body() dto: KissListDto): Promise<EnvelopeResult<KissEntry[]>> {
    const { items, total } = await this.queries.execute(new GetKissesQuery(member.id, dto.i_winked === true, null, dto.limit, dto.offset));
    return sitePageResult(items, total);
  }

  /** POST /api/kiss/search `i_winked`, `name_or_id` (+ paging) → as get-kisses, filtered. */
  @Post('kiss/search')
  @MemberOnly()
  async search(@CurrentMember() member: MemberPrincipal, @Body() dto: KissListDto): Promise<EnvelopeResult<KissEntry[]>> {
    const { items, total } = await this.queries.execute(new GetKissesQuery(member.id, dto.i_winked === true, dto.name_or_id ?? null, dto.limit, dto.offset));
    return sitePageResult(items, total);
  }

  /** POST /api/kiss/avaible-to-kiss `target_user_id` → `{ user_id, available, winked }`, or `target_user_array` → a list of them. */
  @Post('kiss/avaible-to-kiss')
  @MemberOnly()
  async available(@CurrentMember() member: MemberPrincipal, @Body() body: Record<string, unknown>) {
    const { ids, single } = targetsOf(body);
    const answer = await this.queries.execute(new AvailableToKissQuery({ id: member.id, userType: member.userType }, ids));
    return single ? answer[0] : answer;
  }
}
