import { Body, Controller, Inject, Post } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler, type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import {
  CurrentMember,
  encodeEvent,
  type EnvelopeResult,
  MemberOnly,
  type MemberPrincipal,
  PAGE_SIZES,
  type ServiceDb,
  sitePage,
  sitePageResult,
} from '@dating/platform';
import { SOCIAL_MESSAGES } from '@dating/rules';
import { BookmarkAddedEvent, BookmarkRemovedEvent } from '../../contracts/social-events.js';
import { ProfilesError } from '../../domain/profile-errors.js';
import { RecordsActivity } from '../../http/activity.interceptor.js';
import { SocialListDto, TargetDto, targetsOf } from '../../http/social-params.js';
import { memberIdParam } from '../../infrastructure/profile.reader.js';
import {
  changePairList,
  counterpart,
  iso,
  type Member,
  notBlocked,
  PAIR_LISTS,
  readSocialPage,
  type SocialEntry,
  SqlBlockList,
} from '../../infrastructure/social.js';
import { PROFILES_DB } from '../../profiles.tokens.js';

/**
 * Bookmarks (spec section 7: bookmark/add, remove, avaible-to-add): a private "look again later"
 * mark on a member of the other sex. Unlike a favorite nobody is told; the event is for the
 * caller's own devices and analytics.
 */
export class ChangeBookmarkCommand extends Command<{ user_id: number; bookmarked: boolean }> {
  constructor(
    readonly member: Member,
    readonly targetId: number,
    readonly add: boolean,
  ) {
    super();
  }
}

@CommandHandler(ChangeBookmarkCommand)
export class ChangeBookmarkHandler implements ICommandHandler<ChangeBookmarkCommand> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  async execute({ member, targetId, add }: ChangeBookmarkCommand) {
    const target = await counterpart(this.db, member, targetId);
    if (add && (await new SqlBlockList(this.db).eitherBlocked(member.id, target.id))) throw new ProfilesError('PROFILES.IGNORED');
    return this.db.transaction(async (tx) => {
      if (!(await changePairList(tx, PAIR_LISTS.bookmarks, member.id, target.id, add))) {
        throw add
          ? new ProfilesError('PROFILES.ALREADY_DONE', SOCIAL_MESSAGES.bookmarkAlready)
          : new ProfilesError('PROFILES.NOT_IN_LIST', SOCIAL_MESSAGES.bookmarkMissing);
      }
      await tx.publish([
        add
          ? encodeEvent(BookmarkAddedEvent, { memberId: member.id, bookmarkedId: target.id }, { streamId: target.id, actor: `member:${member.id}` })
          : encodeEvent(BookmarkRemovedEvent, { memberId: member.id, bookmarkedId: target.id }, { streamId: target.id, actor: `member:${member.id}` }),
      ]);
      return { user_id: Number(target.id), bookmarked: add };
    });
  }
}

/** bookmark/avaible-to-add: for each id, whether the caller may bookmark it (other sex, not banned, no block, not bookmarked yet) and whether it is bookmarked (never, for a banned member). */
export class AvailableToBookmarkQuery extends Query<{ user_id: number; available: boolean; bookmarked: boolean }[]> {
  constructor(
    readonly member: Member,
    readonly ids: string[],
  ) {
    super();
  }
}

@QueryHandler(AvailableToBookmarkQuery)
export class AvailableToBookmarkHandler implements IQueryHandler<AvailableToBookmarkQuery> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  async execute({ member, ids }: AvailableToBookmarkQuery) {
    if (memberIdParam(member.id) === null || !ids.length) return [];
    const rows = await this.db.query<{ id: string; available: boolean; bookmarked: boolean }>(
      `SELECT p.member_id::text AS id, b.owner_id IS NOT NULL AS bookmarked,
         (p.user_type <> $2 AND ${notBlocked('$1::bigint', 'p.member_id')} AND b.owner_id IS NULL) AS available
       FROM profiles.profiles p LEFT JOIN profiles.bookmarks b ON b.owner_id = $1 AND b.target_id = p.member_id
       WHERE p.member_id = ANY($3::bigint[]) AND p.banned_at IS NULL`,
      [member.id, member.userType, ids],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => ({ user_id: Number(id), available: byId.get(id)?.available ?? false, bookmarked: byId.get(id)?.bookmarked ?? false }));
  }
}

export type BookmarkEntry = SocialEntry<{ time_create: string }>;

/**
 * bookmark/get: the caller's own bookmarks, newest first, a default page (12; the spec names no
 * bookmarks list, so this follows its other lists: limit, offset, show-more while pages come back
 * full). Members either of the pair blocked are left out, like every social list.
 */
export class GetBookmarksQuery extends Query<{ items: BookmarkEntry[]; total: number }> {
  constructor(
    readonly memberId: string,
    readonly nameOrId: string | null,
    readonly limit: number | undefined,
    readonly offset: number | undefined,
  ) {
    super();
  }
}

@QueryHandler(GetBookmarksQuery)
export class GetBookmarksHandler implements IQueryHandler<GetBookmarksQuery> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  async execute(q: GetBookmarksQuery): Promise<{ items: BookmarkEntry[]; total: number }> {
    if (memberIdParam(q.memberId) === null) return { items: [], total: 0 };
    return readSocialPage<{ time_create: string }>(
      this.db,
      {
        from: 'profiles.bookmarks',
        otherColumn: 'target_id',
        where: 'x.owner_id = $1',
        extra: 'x.created_at AS time_create',
        params: [q.memberId],
        sortColumn: 'time_create',
        nameOrId: q.nameOrId,
      },
      sitePage(q, PAGE_SIZES.default),
      (r) => ({ time_create: iso(r.time_create)! }),
    );
  }
}

@Controller('api')
@RecordsActivity()
export class BookmarksController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  /** POST /api/bookmark/add `target_user_id` → `{ user_id, bookmarked: true }`; 10034 when bookmarked already. */
  @Post('bookmark/add')
  @MemberOnly()
  add(@CurrentMember() member: MemberPrincipal, @Body() dto: TargetDto) {
    return this.commands.execute(new ChangeBookmarkCommand({ id: member.id, userType: member.userType }, dto.target_user_id, true));
  }

  /** POST /api/bookmark/remove `target_user_id` → `{ user_id, bookmarked: false }`; 10404 when not bookmarked. */
  @Post('bookmark/remove')
  @MemberOnly()
  remove(@CurrentMember() member: MemberPrincipal, @Body() dto: TargetDto) {
    return this.commands.execute(new ChangeBookmarkCommand({ id: member.id, userType: member.userType }, dto.target_user_id, false));
  }

  /** POST /api/bookmark/get `name_or_id`, `limit` (12), `offset` → the caller's bookmarks (cards with `time_create`), `count`, `total_count`. */
  @Post('bookmark/get')
  @MemberOnly()
  async list(@CurrentMember() member: MemberPrincipal, @Body() dto: SocialListDto): Promise<EnvelopeResult<BookmarkEntry[]>> {
    const { items, total } = await this.queries.execute(new GetBookmarksQuery(member.id, dto.name_or_id ?? null, dto.limit, dto.offset));
    return sitePageResult(items, total);
  }

  /** POST /api/bookmark/avaible-to-add `target_user_id` → `{ user_id, available, bookmarked }`, or `target_user_array` → a list of them. */
  @Post('bookmark/avaible-to-add')
  @MemberOnly()
  async available(@CurrentMember() member: MemberPrincipal, @Body() body: Record<string, unknown>) {
    const { ids, single } = targetsOf(body);
    const answer = await this.queries.execute(new AvailableToBookmarkQuery({ id: member.id, userType: member.userType }, ids));
    return single ? answer[0] : answer;
  }
}
