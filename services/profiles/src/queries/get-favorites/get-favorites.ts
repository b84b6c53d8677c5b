import { Body, Controller, Inject, Post } from '@nestjs/common';
import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import {
  CurrentMember,
  type EnvelopeResult,
  idTextOf,
  MemberOnly,
  type MemberPrincipal,
  PAGE_SIZES,
  type ServiceDb,
  SiteError,
  sitePage,
  sitePageResult,
} from '@dating/platform';
import type { FavoriteStatus } from '@dating/rules';
import { type FavoriteState, favoriteStatus } from '../../domain/social.js';
import { RecordsActivity } from '../../http/activity.interceptor.js';
import { requireOneOf, SocialListDto, targetArray } from '../../http/social-params.js';
import { memberIdParam } from '../../infrastructure/profile.reader.js';
import { counterpart, iso, type Member, notBlocked, readSocialPage, type SocialEntry } from '../../infrastructure/social.js';
import { PROFILES_DB } from '../../profiles.tokens.js';

export interface FavoriteExtra {
  /** The entry's status: 'in favorite', or 'invite' for a lady's pending invite in a man's followers. */
  favorite_status: FavoriteStatus;
  /** The caller's own status toward this member (whether they may add them back). */
  my_status: FavoriteStatus;
  time_create: string;
}
export type FavoriteEntry = SocialEntry<FavoriteExtra>;

/**
 * favorite/get-accepted (the caller's favorites in place: 'in favorite') and favorite/get-followers
 * (who added the caller: men at once, ladies' pending invites with status 'invite'); 20 a page.
 */
export class GetFavoritesQuery extends Query<{ items: FavoriteEntry[]; total: number }> {
  constructor(
    readonly memberId: string,
    readonly list: 'accepted' | 'followers',
    readonly nameOrId: string | null,
    readonly limit: number | undefined,
    readonly offset: number | undefined,
  ) {
    super();
  }
}

@QueryHandler(GetFavoritesQuery)
export class GetFavoritesHandler implements IQueryHandler<GetFavoritesQuery> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  async execute(q: GetFavoritesQuery): Promise<{ items: FavoriteEntry[]; total: number }> {
    if (memberIdParam(q.memberId) === null) return { items: [], total: 0 };
    const accepted = q.list === 'accepted';
    const other = accepted ? 'target_id' : 'owner_id';
    const mine = accepted ? `x.state` : `(SELECT m.state FROM profiles.favorites m WHERE m.owner_id = $1 AND m.target_id = x.owner_id)`;
    return readSocialPage<FavoriteExtra>(
      this.db,
      {
        from: 'profiles.favorites',
        otherColumn: other,
        where: accepted ? `x.owner_id = $1 AND x.state = 'accepted'` : `x.target_id = $1 AND x.state IN ('accepted', 'invite')`,
        extra: `x.state AS entry_state, ${mine} AS my_state, x.updated_at AS time_create`,
        params: [q.memberId],
        sortColumn: 'time_create',
        nameOrId: q.nameOrId,
      },
      sitePage(q, PAGE_SIZES.favorites),
      (r) => ({
        favorite_status: r.entry_state === 'invite' ? 'invite' : 'in favorite',
        my_status: favoriteStatus(false, (r.my_state as FavoriteState | null) ?? null),
        time_create: iso(r.time_create)!,
      }),
    );
  }
}

export interface FavoriteCheck {
  user_id: number;
  status: FavoriteStatus;
  /** The member (a lady) invited the caller and waits for the answer. */
  invite_received: boolean;
  /** The caller blocked this member ('ignore me' from the caller's side: block/remove undoes it). */
  i_blocked: boolean;
}

/** favorite/chack-array and favorite/check-user: the caller's status toward each member (unknown or same-sex ids are left out). */
export class CheckFavoritesQuery extends Query<FavoriteCheck[]> {
  constructor(
    readonly member: Member,
    readonly ids: string[],
    /** check-user's one member: unknown is 10404, the same sex 10024. */
    readonly single?: unknown,
  ) {
    super();
  }
}

@QueryHandler(CheckFavoritesQuery)
export class CheckFavoritesHandler implements IQueryHandler<CheckFavoritesQuery> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  async execute({ member, ids: many, single }: CheckFavoritesQuery): Promise<FavoriteCheck[]> {
    const ids = single === undefined ? many : [(await counterpart(this.db, member, single)).id];
    if (memberIdParam(member.id) === null || !ids.length) return [];
    const rows = await this.db.query<{ id: string; blocked: boolean; i_blocked: boolean; mine: FavoriteState | null; theirs: FavoriteState | null }>(
      `SELECT p.member_id::text AS id, NOT ${notBlocked('$1::bigint', 'p.member_id')} AS blocked,
         EXISTS (SELECT 1 FROM profiles.blocks b WHERE b.blocker_id = $1 AND b.blocked_id = p.member_id) AS i_blocked,
         (SELECT f.state FROM profiles.favorites f WHERE f.owner_id = $1 AND f.target_id = p.member_id) AS mine,
         (SELECT f.state FROM profiles.favorites f WHERE f.owner_id = p.member_id AND f.target_id = $1) AS theirs
       FROM profiles.profiles p WHERE p.member_id = ANY($3::bigint[]) AND p.user_type <> $2 AND p.banned_at IS NULL`,
      [member.id, member.userType, ids],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const r = byId.get(id);
      return r
        ? [{ user_id: Number(id), status: favoriteStatus(r.blocked, r.mine), invite_received: !r.blocked && r.theirs === 'invite', i_blocked: r.i_blocked }]
        : [];
    });
  }
}

@Controller('api')
@RecordsActivity()
export class GetFavoritesController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** POST /api/favorite/get-accepted `name_or_id`, `limit` (20), `offset`. */
  @Post('favorite/get-accepted')
  @MemberOnly()
  async accepted(@CurrentMember() member: MemberPrincipal, @Body() dto: SocialListDto): Promise<EnvelopeResult<FavoriteEntry[]>> {
    const { items, total } = await this.queries.execute(new GetFavoritesQuery(member.id, 'accepted', dto.name_or_id ?? null, dto.limit, dto.offset));
    return sitePageResult(items, total);
  }

  /** POST /api/favorite/get-followers `name_or_id`, `limit` (20), `offset`. */
  @Post('favorite/get-followers')
  @MemberOnly()
  async followers(@CurrentMember() member: MemberPrincipal, @Body() dto: SocialListDto): Promise<EnvelopeResult<FavoriteEntry[]>> {
    const { items, total } = await this.queries.execute(new GetFavoritesQuery(member.id, 'followers', dto.name_or_id ?? null, dto.limit, dto.offset));
    return sitePageResult(items, total);
  }

  /** POST /api/favorite/chack-array `target_user_array` (a JSON string of ids) → `[{ user_id, status, invite_received, i_blocked }]`. */
  @Post('favorite/chack-array')
  @MemberOnly()
  checkArray(@CurrentMember() member: MemberPrincipal, @Body() body: Record<string, unknown>): Promise<FavoriteCheck[]> {
    requireOneOf(body, 'target_user_array');
    return this.queries.execute(new CheckFavoritesQuery({ id: member.id, userType: member.userType }, targetArray(body.target_user_array ?? '')));
  }

  /** POST /api/favorite/check-user `favorite_user_id` (or `target_user_id`) → `{ user_id, status, invite_received, i_blocked }`. */
  @Post('favorite/check-user')
  @MemberOnly()
  async checkUser(@CurrentMember() member: MemberPrincipal, @Body() body: Record<string, unknown>): Promise<FavoriteCheck> {
    const field = requireOneOf(body, 'favorite_user_id', 'target_user_id');
    // A malformed id is a bad request (10002), as favorite/add answers it; a well-formed unknown one is 10404.
    const target = idTextOf(body[field]);
    if (memberIdParam(target) === null) {
      const message = `The ${field} field must be a whole number`;
      throw new SiteError(10002, message, { [field]: [message] });
    }
    const [check] = await this.queries.execute(new CheckFavoritesQuery({ id: member.id, userType: member.userType }, [], target));
    return check!;
  }
}
