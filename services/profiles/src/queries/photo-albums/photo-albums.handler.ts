import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ServiceDb } from '@dating/platform';
import { albumPhotos, photoCounts, purchasedAmong } from '../../infrastructure/photos.js';
import { MediaUrls } from '../../media/media-urls.js';
import { photoView } from '../../media/photo-access.js';
import { PROFILES_DB } from '../../profiles.tokens.js';
import { albumCountsOf, readMemberAlbum } from '../member-media-album.js';
import { type AlbumName, PhotoAlbumQuery, PhotoAlbumsQuery } from './photo-albums.query.js';

@QueryHandler(PhotoAlbumQuery)
export class PhotoAlbumHandler implements IQueryHandler<PhotoAlbumQuery> {
  constructor(
    @Inject(PROFILES_DB) private readonly db: ServiceDb,
    @Inject(MediaUrls) private readonly urls: MediaUrls,
  ) {}

  execute(query: PhotoAlbumQuery): Promise<unknown[]> {
    return readMemberAlbum(this.db, this.urls, { album: albumPhotos, boughtAmong: purchasedAmong, view: photoView }, query);
  }
}

@QueryHandler(PhotoAlbumsQuery)
export class PhotoAlbumsHandler implements IQueryHandler<PhotoAlbumsQuery> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  async execute({ memberId }: PhotoAlbumsQuery): Promise<{ album_type: AlbumName; count: number; on_moderation: number }[]> {
    return albumCountsOf(await photoCounts(this.db, memberId));
  }
}
