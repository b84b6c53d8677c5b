import { Query } from '@nestjs/cqrs';

export type AlbumName = 'public' | 'private' | 'purchased' | 'all' | 'trash';
export const ALBUM_NAMES: readonly AlbumName[] = ['public', 'private', 'purchased', 'all', 'trash'];

/**
 * One album of a member as the viewer may see it: the owner sees every state of her photos and her
 * trash; another member only accepted photos, private ones locked until bought; `purchased` and
 * `trash` are the owner's own.
 */
export class PhotoAlbumQuery extends Query<unknown[]> {
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

/** The viewer's albums with their counts. */
export class PhotoAlbumsQuery extends Query<{ album_type: AlbumName; count: number }[]> {
  constructor(readonly memberId: string) {
    super();
  }
}
