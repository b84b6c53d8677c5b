import { Command } from '@nestjs/cqrs';
import type { AlbumType } from '../../media/photo-access.js';

/** member-photo/remove: a photo goes to the trash; removing it from the trash deletes it for good. */
export class RemovePhotoCommand extends Command<{ photo_id: number; removed: 'trash' | 'deleted' }> {
  constructor(
    readonly memberId: string,
    readonly photoId: string,
  ) {
    super();
  }
}

/** member-photo/establish-avatar: an accepted public photo of her own becomes the avatar. */
export class EstablishAvatarCommand extends Command<{ photo_id: number; avatar: string }> {
  constructor(
    readonly memberId: string,
    readonly photoId: string,
  ) {
    super();
  }
}

/** member-photo/upload-updates: a photo of her own moves to another album (or back from the trash). */
export class MovePhotoCommand extends Command<{ photo_id: number; album_type: AlbumType }> {
  constructor(
    readonly memberId: string,
    readonly photoId: string,
    readonly albumType: AlbumType,
  ) {
    super();
  }
}
