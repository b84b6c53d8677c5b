import { Command } from '@nestjs/cqrs';
import type { AlbumType, PhotoView } from '../../media/photo-access.js';

/**
 * member-photo/upload-updates with a `blob` (spec section 7): an edited version (cropped, turned)
 * of her own photo replaces its image; it goes back to moderation and lands in `albumType` (her
 * photo's album when not given).
 */
export class EditPhotoCommand extends Command<PhotoView> {
  constructor(
    readonly memberId: string,
    readonly photoId: string,
    readonly albumType: AlbumType | null,
    readonly file: Buffer,
  ) {
    super();
  }
}
