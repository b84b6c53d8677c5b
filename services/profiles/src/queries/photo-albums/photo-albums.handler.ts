import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ServiceDb } from '@dating/platform';
import { ProfilesError } from '../../domain/profile-errors.js';
import { albumPhotos, photoCounts, purchasedAmong } from '../../infrastructure/photos.js';
import { MediaUrls } from '../../media/media-urls.js';
import { photoView } from '../../media/photo-access.js';
import { PROFILES_DB } from '../../profiles.tokens.js';
import { ALBUM_NAMES, PhotoAlbumQuery, PhotoAlbumsQuery } from './photo-albums.query.js';

@QueryHandler(PhotoAlbumQuery)
export class PhotoAlbumHandler implements IQueryHandler<PhotoAlbumQuery> {
  constructor(
    @Inject(PROFILES_DB) private readonly db: ServiceDb,
    @Inject(MediaUrls) private readonly urls: MediaUrls,
  ) {}

  async execute({ viewerId, ownerId, album, limit, offset }: PhotoAlbumQuery): Promise<unknown[]> {
    const own = viewerId === ownerId;
    if (!own && (album === 'purchased' || album === 'trash')) throw new ProfilesError('PROFILES.ALBUM_NOT_FOUND');
    if (!own) {
      const rows = await this.db.query<{ user_type: string }>(`SELECT user_type FROM profiles.profiles WHERE member_id = ANY($1::bigint[])`, [
        [viewerId, ownerId],
      ]);
      if (rows.length < 2) throw new ProfilesError('PROFILES.NOT_FOUND');
      if (rows[0]!.user_type === rows[1]!.user_type) throw new ProfilesError('PROFILES.SAME_SEX');
    }
    const photos = await albumPhotos(this.db, ownerId, album, { own, limit, offset });
    const bought =
      album === 'purchased'
        ? new Set(photos.map((p) => p.id))
        : await purchasedAmong(
            this.db,
            viewerId,
            photos.map((p) => p.id),
          );
    return photos.map((p) => photoView(p, { kind: 'member', id: viewerId }, bought.has(p.id), this.urls));
  }
}

@QueryHandler(PhotoAlbumsQuery)
export class PhotoAlbumsHandler implements IQueryHandler<PhotoAlbumsQuery> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  async execute({ memberId }: PhotoAlbumsQuery): Promise<{ album_type: (typeof ALBUM_NAMES)[number]; count: number; on_moderation: number }[]> {
    const counts = await photoCounts(this.db, memberId);
    return ALBUM_NAMES.map((album_type) => ({ album_type, count: counts[album_type], on_moderation: album_type === 'all' ? counts.on_moderation : 0 }));
  }
}
