import { Body, Controller, Inject, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CurrentMember, MemberOnly, type MemberPrincipal, SiteError } from '@dating/platform';
import { RecordsActivity } from '../../http/activity.interceptor.js';
import { ALBUM_NAMES, type AlbumName, PhotoAlbumQuery, PhotoAlbumsQuery } from './photo-albums.query.js';

const DEFAULT_LIMIT = 12;

function memberIdOf(value: unknown, fallback: string): string {
  if (value === undefined || value === null || value === '') return fallback;
  if (!/^\d{1,18}$/.test(String(value))) throw new SiteError(10002, 'Choose a valid member', { target_user_id: ['Choose a valid member'] });
  return String(value);
}

function pageOf(body: Record<string, unknown>): { limit: number; offset: number } {
  const limit = body.limit === undefined || body.limit === '' ? DEFAULT_LIMIT : Number(body.limit);
  const offset = body.offset === undefined || body.offset === '' ? 0 : Number(body.offset);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100)
    throw new SiteError(10002, 'limit must be between 1 and 100', { limit: ['limit must be between 1 and 100'] });
  if (!Number.isInteger(offset) || offset < 0 || offset > 1_000_000)
    throw new SiteError(10002, 'offset must be 0 or more', { offset: ['offset must be 0 or more'] });
  return { limit, offset };
}

function albumOf(value: unknown): AlbumName {
  const album = value === undefined || value === null || value === '' ? 'all' : String(value);
  if (!ALBUM_NAMES.includes(album as AlbumName)) throw new SiteError(10032, 'Album not found', { album_type: ['Album not found'] });
  return album as AlbumName;
}

@Controller('api')
@RecordsActivity()
export class PhotoAlbumsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** POST /api/member-photo/albums → the caller's albums (public, private, purchased, all, trash) with counts. */
  @Post('member-photo/albums')
  @MemberOnly()
  albums(@CurrentMember() member: MemberPrincipal) {
    return this.queries.execute(new PhotoAlbumsQuery(member.id));
  }

  /** POST /api/member-photo/album-photo `album_type`, `target_user_id?`, `limit?`, `offset?` → the photos of one album. */
  @Post('member-photo/album-photo')
  @MemberOnly()
  album(@CurrentMember() member: MemberPrincipal, @Body() body: Record<string, unknown>) {
    const { limit, offset } = pageOf(body ?? {});
    return this.queries.execute(new PhotoAlbumQuery(member.id, memberIdOf(body?.target_user_id, member.id), albumOf(body?.album_type), limit, offset));
  }

  /** POST /api/member-photo/get-photos `target_user_id` → another member's accepted photos (private ones locked until bought). */
  @Post('member-photo/get-photos')
  @MemberOnly()
  photos(@CurrentMember() member: MemberPrincipal, @Body() body: Record<string, unknown>) {
    const { limit, offset } = pageOf(body ?? {});
    return this.queries.execute(new PhotoAlbumQuery(member.id, memberIdOf(body?.target_user_id ?? body?.user_id, member.id), 'all', limit, offset));
  }
}
