import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ServiceDb } from '@dating/platform';
import { ProfilesError } from '../../domain/profile-errors.js';
import { publicView } from '../../domain/profile.js';
import { albumPhotos } from '../../infrastructure/photos.js';
import { readListedProfile } from '../../infrastructure/profile.reader.js';
import { MediaUrls } from '../../media/media-urls.js';
import { isOpen, photoView } from '../../media/photo-access.js';
import { PROFILES_DB } from '../../profiles.tokens.js';
import { GUEST_PHOTOS_LIMIT, GetWomanProfileQuery, type WomanProfileView } from './get-woman-profile.query.js';

@QueryHandler(GetWomanProfileQuery)
export class GetWomanProfileHandler implements IQueryHandler<GetWomanProfileQuery> {
  constructor(
    @Inject(PROFILES_DB) private readonly db: ServiceDb,
    @Inject(MediaUrls) private readonly urls: MediaUrls,
  ) {}

  async execute({ memberId }: GetWomanProfileQuery): Promise<WomanProfileView> {
    const profile = await readListedProfile(this.db, memberId);
    // Men's profiles are never public: a man's id answers as no lady would (and a banned lady's as none).
    if (!profile || profile.userType !== 'woman') throw new ProfilesError('PROFILES.NOT_FOUND');
    // Her public album as a visitor sees it: accepted public photos only (the reader's filter, and again here), open URLs.
    const photos = (await albumPhotos(this.db, memberId, 'public', { own: false, limit: GUEST_PHOTOS_LIMIT, offset: 0 }))
      .filter(isOpen)
      .map((photo) => photoView(photo, null, false, this.urls));
    return { ...publicView(profile), photos };
  }
}
