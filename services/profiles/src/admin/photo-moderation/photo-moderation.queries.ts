import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type AdminListPage, type AdminListQuery, isRecordId, readAdminList, readAdminRecord, type ServiceDb, type StaffPrincipal } from '@dating/platform';
import { moderatorSees } from '../../domain/photo-moderation.js';
import { ProfilesError } from '../../domain/profile-errors.js';
import { MediaUrls, PHOTO_SIZES } from '../../media/media-urls.js';
import { PROFILES_DB } from '../../profiles.tokens.js';
import { type MediaKind, moderationResource } from './photo-moderation.resource.js';

type Record_ = Record<string, unknown>;

/** The queue's list; an agency moderator's is narrowed to her agency. */
export class ListPhotoModerationQuery extends Query<AdminListPage<Record_>> {
  constructor(
    readonly list: AdminListQuery,
    readonly staff: StaffPrincipal,
    readonly kind: MediaKind = 'photo',
  ) {
    super();
  }
}

/** One photo with its preview URLs (signed for this staff member; the bare paths take the staff token). */
export class GetPhotoModerationQuery extends Query<Record_> {
  constructor(
    readonly id: string,
    readonly staff: StaffPrincipal,
    readonly kind: MediaKind = 'photo',
  ) {
    super();
  }
}

export function withPreviews(record: Record_, staffId: string, urls: MediaUrls, kind: MediaKind = 'photo'): Record_ {
  const id = String(record.id);
  if (kind === 'video') return { ...record, video_path: urls.signedVideo(id, `s:${staffId}`), path: MediaUrls.videoPath(id) };
  const signed = Object.fromEntries(PHOTO_SIZES.map((size) => [size, urls.signed(id, size, `s:${staffId}`)]));
  return {
    ...record,
    preview_small: signed.small,
    preview_large: signed.large,
    original: signed.original,
    paths: Object.fromEntries(PHOTO_SIZES.map((s) => [s, MediaUrls.path(id, s)])),
  };
}

@QueryHandler(ListPhotoModerationQuery)
export class ListPhotoModerationHandler implements IQueryHandler<ListPhotoModerationQuery> {
  constructor(
    @Inject(PROFILES_DB) private readonly db: ServiceDb,
    @Inject(MediaUrls) private readonly urls: MediaUrls,
  ) {}

  async execute({ list, staff, kind }: ListPhotoModerationQuery): Promise<AdminListPage<Record_>> {
    const filter = staff.role === 'agency_moderator' ? { ...list.filter, agency_id: staff.agencyId ?? '\u0000none' } : list.filter;
    const page = await readAdminList(this.db, moderationResource(kind), { ...list, filter });
    return { ...page, rows: page.rows.map((r) => withPreviews(r, staff.id, this.urls, kind)) };
  }
}

@QueryHandler(GetPhotoModerationQuery)
export class GetPhotoModerationHandler implements IQueryHandler<GetPhotoModerationQuery> {
  constructor(
    @Inject(PROFILES_DB) private readonly db: ServiceDb,
    @Inject(MediaUrls) private readonly urls: MediaUrls,
  ) {}

  async execute({ id, staff, kind }: GetPhotoModerationQuery): Promise<Record_> {
    const record = isRecordId(id) ? await readAdminRecord(this.db, moderationResource(kind), id) : null;
    if (!record || !moderatorSees({ agency_id: record.agency_id as string | null }, { role: staff.role, agencyId: staff.agencyId })) {
      throw new ProfilesError('PROFILES.PHOTO_NOT_FOUND');
    }
    return withPreviews(record, staff.id, this.urls, kind);
  }
}
