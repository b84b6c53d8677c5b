import { Body, Controller, Inject, Post } from '@nestjs/common';
import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { CurrentMember, isRecordId, MemberOnly, type MemberPrincipal, messages, type ServiceDb, SiteError, type UserType } from '@dating/platform';
import { PROFILE_LIMITS } from '@dating/rules';
import { photoIdOf } from '../../commands/manage-photo/photo-id.js';
import { ProfilesError } from '../../domain/profile-errors.js';
import { RecordsActivity } from '../../http/activity.interceptor.js';
import { albumNameOf, mediaPageOf } from '../../http/media-params.js';
import { albumVideos, videoById, videoCounts, videosBoughtAmong, type VideoRow } from '../../infrastructure/videos.js';
import { notBlocked } from '../../infrastructure/social.js';
import { MediaUrls } from '../../media/media-urls.js';
import { maySee } from '../../media/photo-access.js';
import { videoView } from '../../media/video-access.js';
import { PROFILES_DB } from '../../profiles.tokens.js';
import type { AlbumName } from '../photo-albums/photo-albums.query.js';
import { albumCountsOf, readMemberAlbum, requireOtherSex } from '../member-media-album.js';

/** One album of a member's videos as the viewer may see it (photos' rules). */
export class VideoAlbumQuery extends Query<unknown[]> {
  constructor(
    readonly viewerId: string,
    readonly ownerId: string,
    readonly album: AlbumName,
    readonly limit: number,
    readonly offset: number,
  ) {
    super();
  }
}

export class VideoAlbumsQuery extends Query<{ album_type: AlbumName; count: number }[]> {
  constructor(readonly memberId: string) {
    super();
  }
}

export class VideoInfoQuery extends Query<unknown> {
  constructor(
    readonly viewerId: string,
    readonly videoId: string,
  ) {
    super();
  }
}

export interface VideoSearchFilter {
  nameOrId: string;
  isOnline: boolean;
  isNew: boolean;
  ageMin: number | null;
  ageMax: number | null;
  sortByName: 'asc' | 'desc' | null;
  sortByDate: 'asc' | 'desc' | null;
  limit: number;
  offset: number;
}

/** video/search: accepted videos of members of the other sex, with their owner's name and age. */
export class VideoSearchQuery extends Query<{ list: unknown[]; count: number }> {
  constructor(
    readonly viewerId: string,
    readonly viewerType: UserType,
    readonly filter: VideoSearchFilter,
  ) {
    super();
  }
}

@QueryHandler(VideoAlbumQuery)
export class VideoAlbumHandler implements IQueryHandler<VideoAlbumQuery> {
  constructor(
    @Inject(PROFILES_DB) private readonly db: ServiceDb,
    @Inject(MediaUrls) private readonly urls: MediaUrls,
  ) {}

  execute(query: VideoAlbumQuery): Promise<unknown[]> {
    return readMemberAlbum(this.db, this.urls, { album: albumVideos, boughtAmong: videosBoughtAmong, view: videoView }, query);
  }
}

@QueryHandler(VideoAlbumsQuery)
export class VideoAlbumsHandler implements IQueryHandler<VideoAlbumsQuery> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  async execute({ memberId }: VideoAlbumsQuery) {
    return albumCountsOf(await videoCounts(this.db, memberId));
  }
}

@QueryHandler(VideoInfoQuery)
export class VideoInfoHandler implements IQueryHandler<VideoInfoQuery> {
  constructor(
    @Inject(PROFILES_DB) private readonly db: ServiceDb,
    @Inject(MediaUrls) private readonly urls: MediaUrls,
  ) {}

  async execute({ viewerId, videoId }: VideoInfoQuery) {
    const video = await videoById(this.db, videoId);
    const viewer = { kind: 'member' as const, id: viewerId };
    const bought = video ? (await videosBoughtAmong(this.db, viewerId, [videoId])).has(videoId) : false;
    if (!video || (!maySee(video, viewer, bought) && (video.state !== 'accepted' || video.trashed_at))) throw new ProfilesError('PROFILES.VIDEO_NOT_FOUND');
    // Men see ladies' videos and ladies men's, as the albums answer.
    if (video.member_id !== viewerId) await requireOtherSex(this.db, viewerId, video.member_id);
    return videoView(video, viewer, bought, this.urls);
  }
}

@QueryHandler(VideoSearchQuery)
export class VideoSearchHandler implements IQueryHandler<VideoSearchQuery> {
  constructor(
    @Inject(PROFILES_DB) private readonly db: ServiceDb,
    @Inject(MediaUrls) private readonly urls: MediaUrls,
  ) {}

  async execute({ viewerId, viewerType, filter }: VideoSearchQuery) {
    const params: unknown[] = [viewerType === 'man' ? 'woman' : 'man'];
    // Nobody banned, nor in a block with the viewer either way ('ignore me'), as on the ladies search.
    const where = [
      `v.state = 'accepted'`,
      `v.trashed_at IS NULL`,
      `p.user_type = $1`,
      `p.banned_at IS NULL`,
      notBlocked(`$${params.push(viewerId)}::bigint`, 'p.member_id'),
    ];
    if (filter.nameOrId) {
      if (isRecordId(filter.nameOrId)) where.push(`p.member_id = $${params.push(filter.nameOrId)}`);
      else where.push(`lower(p.name) LIKE $${params.push(filter.nameOrId.toLowerCase().replace(/[\\%_]/g, '\\$&') + '%')}`);
    }
    if (filter.isOnline) where.push(`p.online_until > now()`);
    if (filter.isNew) where.push(`p.registered_at > now() - interval '30 days'`);
    if (filter.ageMin !== null) where.push(`p.birthday <= (current_date - make_interval(years => $${params.push(filter.ageMin)}))`);
    if (filter.ageMax !== null) where.push(`p.birthday > (current_date - make_interval(years => $${params.push(filter.ageMax + 1)}))`);
    const order = filter.sortByName
      ? `p.name ${filter.sortByName}, v.id DESC`
      : filter.sortByDate
        ? `v.created_at ${filter.sortByDate}, v.id DESC`
        : `v.id DESC`;
    const from = `FROM profiles.videos v JOIN profiles.profiles p ON p.member_id = v.member_id WHERE ${where.join(' AND ')}`;
    const [count] = await this.db.query<{ n: string }>(`SELECT count(*) AS n ${from}`, params);
    const rows = await this.db.query<VideoRow & { name: string; birthday: string | null; avatar_url: string | null }>(
      `SELECT v.id::text, v.member_id::text, v.album_type, v.state, v.agency_id, v.agency_decision, v.reject_reason, v.title, v.storage_key, v.content_type,
              v.bytes::text, v.created_at, v.trashed_at, v.has_poster, v.duration_ms, p.name, p.birthday::text, p.avatar_url
       ${from} ORDER BY ${order} LIMIT $${params.push(filter.limit)} OFFSET $${params.push(filter.offset)}`,
      params,
    );
    const bought = await videosBoughtAmong(
      this.db,
      viewerId,
      rows.map((r) => r.id),
    );
    const age = (birthday: string | null) => (birthday ? Math.floor((Date.now() - new Date(birthday).getTime()) / (365.2425 * 86_400_000)) : null);
    return {
      list: rows.map((r) => ({
        ...videoView(r, { kind: 'member', id: viewerId }, bought.has(r.id), this.urls),
        name: r.name,
        age: age(r.birthday),
        avatar: r.avatar_url,
      })),
      count: Number(count?.n ?? 0),
    };
  }
}

const memberIdOf = (value: unknown, fallback: string) =>
  value === undefined || value === null || value === '' ? fallback : photoIdOf({ target_user_id: value }, 'target_user_id');
const sortOf = (value: unknown, field: string): 'asc' | 'desc' | null => {
  if (value === undefined || value === null || value === '') return null;
  if (value === 'asc' || value === 'desc') return value;
  throw new SiteError(10002, `${field} is asc or desc`, { [field]: [`${field} is asc or desc`] });
};
const ageOf = (value: unknown, field: string): number | null => {
  if (value === undefined || value === null || value === '') return null;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 18 || n > 100)
    throw new SiteError(10002, 'Age must be over 18 and under 100', { [field]: ['Age must be over 18 and under 100'] });
  return n;
};
const flag = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

/** Video search page size: the spec names a constant without its value; 12, the default list size. */
export const VIDEO_SEARCH_PAGE = 12;

@Controller('api')
@RecordsActivity()
export class VideosController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** POST /api/member-video/albums → the caller's video albums with counts. */
  @Post('member-video/albums')
  @MemberOnly()
  albums(@CurrentMember() member: MemberPrincipal) {
    return this.queries.execute(new VideoAlbumsQuery(member.id));
  }

  /** POST /api/member-video/album-video `album_type`, `target_user_id?`, `limit?`, `offset?`. */
  @Post('member-video/album-video')
  @MemberOnly()
  album(@CurrentMember() member: MemberPrincipal, @Body() body: Record<string, unknown>) {
    const album = albumNameOf(body?.album_type);
    const { limit, offset } = mediaPageOf(body ?? {}, 12);
    return this.queries.execute(new VideoAlbumQuery(member.id, memberIdOf(body?.target_user_id, member.id), album, limit, offset));
  }

  /** POST /api/member-video/load-videos `target_user_id` → another member's accepted videos (private ones locked until bought). */
  @Post('member-video/load-videos')
  @MemberOnly()
  load(@CurrentMember() member: MemberPrincipal, @Body() body: Record<string, unknown>) {
    const { limit, offset } = mediaPageOf(body ?? {}, 12);
    return this.queries.execute(new VideoAlbumQuery(member.id, memberIdOf(body?.target_user_id, member.id), 'all', limit, offset));
  }

  /** POST /api/video/video-info `video_id`. */
  @Post('video/video-info')
  @MemberOnly()
  info(@CurrentMember() member: MemberPrincipal, @Body() body: Record<string, unknown>) {
    return this.queries.execute(new VideoInfoQuery(member.id, photoIdOf(body, 'video_id')));
  }

  /** POST /api/video/search: `name_or_id`, `is_online`, `new`, `age_min`/`age_max`, `limit`/`offset` or `page`, `sort_by_name`, `sort_by_date` → `{ list, count }`. */
  @Post('video/search')
  @MemberOnly()
  search(@CurrentMember() member: MemberPrincipal, @Body() body: Record<string, unknown>) {
    const b = body ?? {};
    const ageMin = ageOf(b.age_min, 'age_min');
    const ageMax = ageOf(b.age_max, 'age_max');
    if ((ageMin === null) !== (ageMax === null))
      throw new SiteError(10002, 'Fill in both bounds or clear both', { age_min: ['Fill in both bounds or clear both'] });
    if (ageMin !== null && ageMax !== null && ageMin > ageMax)
      throw new SiteError(10002, 'The minimum must not exceed the maximum', { age_min: ['The minimum must not exceed the maximum'] });
    let { limit, offset } = mediaPageOf(b, VIDEO_SEARCH_PAGE);
    if (b.page !== undefined && b.page !== '') {
      const page = Number(b.page);
      if (!Number.isInteger(page) || page < 1 || page > 10_000)
        throw new SiteError(10002, 'page must be a whole number from 1 to 10000', { page: ['page must be a whole number from 1 to 10000'] });
      limit = VIDEO_SEARCH_PAGE;
      offset = (page - 1) * VIDEO_SEARCH_PAGE;
    }
    // The same bound as every other search's name_or_id (a longer text was cut without a word).
    const nameOrId = typeof b.name_or_id === 'string' ? b.name_or_id.trim() : b.name_or_id === undefined || b.name_or_id === null ? '' : String(b.name_or_id);
    if (nameOrId.length > PROFILE_LIMITS.searchTextMax) {
      const message = messages.max('name or id', PROFILE_LIMITS.searchTextMax);
      throw new SiteError(10002, message, { name_or_id: [message] });
    }
    const filter: VideoSearchFilter = {
      nameOrId,
      isOnline: flag(b.is_online),
      isNew: flag(b.new),
      ageMin,
      ageMax,
      sortByName: sortOf(b.sort_by_name, 'sort_by_name'),
      sortByDate: sortOf(b.sort_by_date, 'sort_by_date'),
      limit,
      offset,
    };
    return this.queries.execute(new VideoSearchQuery(member.id, member.userType, filter));
  }
}
