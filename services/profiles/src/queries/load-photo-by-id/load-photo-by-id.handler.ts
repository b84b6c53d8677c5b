import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ServiceDb } from '@dating/platform';
import { ProfilesError } from '../../domain/profile-errors.js';
import { photoById, purchasedAmong } from '../../infrastructure/photos.js';
import { MediaUrls } from '../../media/media-urls.js';
import { maySee, photoView } from '../../media/photo-access.js';
import { PROFILES_DB } from '../../profiles.tokens.js';
import { requireOtherSex } from '../member-media-album.js';
import { LoadPhotoByIdQuery } from './load-photo-by-id.query.js';

@QueryHandler(LoadPhotoByIdQuery)
export class LoadPhotoByIdHandler implements IQueryHandler<LoadPhotoByIdQuery> {
  constructor(
    @Inject(PROFILES_DB) private readonly db: ServiceDb,
    @Inject(MediaUrls) private readonly urls: MediaUrls,
  ) {}

  async execute({ viewerId, photoId, receiverId }: LoadPhotoByIdQuery) {
    const photo = await photoById(this.db, photoId);
    if (!photo || (receiverId !== null && photo.member_id !== receiverId)) throw new ProfilesError('PROFILES.PHOTO_NOT_FOUND');
    const viewer = { kind: 'member' as const, id: viewerId };
    const bought = (await purchasedAmong(this.db, viewerId, [photoId])).has(photoId);
    // Nothing about a photo the viewer could not even see locked (on moderation, rejected, trashed).
    if (!maySee(photo, viewer, bought) && (photo.state !== 'accepted' || photo.trashed_at)) throw new ProfilesError('PROFILES.PHOTO_NOT_FOUND');
    // Men see women's photos and women men's (spec section 6), as the albums and video-info say.
    if (photo.member_id !== viewerId) await requireOtherSex(this.db, viewerId, photo.member_id);
    const view = photoView(photo, viewer, bought, this.urls);
    return { ...view, is_purchased: bought };
  }
}
