import { Body, Controller, Inject, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CurrentMember, isRecordId, MemberOnly, type MemberPrincipal, SiteError } from '@dating/platform';
import { RecordsActivity } from '../../http/activity.interceptor.js';
import { albumNameOf, mediaPageOf } from '../../http/media-params.js';
import { PhotoAlbumQuery, PhotoAlbumsQuery } from './photo-albums.query.js';

const DEFAULT_LIMIT = 12;

function memberIdOf(value: unknown, fallback: string): string {
  if (value === undefined || value === null || value === '') return fallback;
  if (!isRecordId(String(value))) throw new SiteError(10002, 'Choose a valid member', { target_user_id: ['Choose a valid member'] });
  return String(value);
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
    const { limit, offset } = mediaPageOf(body ?? {}, DEFAULT_LIMIT);
    const ownerId = memberIdOf(body?.target_user_id, member.id);
    // Photos take a null album_type as absent (`all`); videos never did.
    return this.queries.execute(new PhotoAlbumQuery(member.id, ownerId, albumNameOf(body?.album_type ?? undefined), limit, offset));
  }

  /** POST /api/member-photo/get-photos `target_user_id` → another member's accepted photos (private ones locked until bought). */
  @Post('member-photo/get-photos')
  @MemberOnly()
  photos(@CurrentMember() member: MemberPrincipal, @Body() body: Record<string, unknown>) {
    const { limit, offset } = mediaPageOf(body ?? {}, DEFAULT_LIMIT);
    return this.queries.execute(new PhotoAlbumQuery(member.id, memberIdOf(body?.target_user_id ?? body?.user_id, member.id), 'all', limit, offset));
  }
}
