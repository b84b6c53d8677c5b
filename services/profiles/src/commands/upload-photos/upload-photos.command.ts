import { Command } from '@nestjs/cqrs';
import type { AlbumType } from '../../media/photo-access.js';
import type { PhotoView } from '../../media/photo-access.js';

/** A member uploads photos to her public or private album; each waits for moderation. */
export class UploadPhotosCommand extends Command<PhotoView[]> {
  constructor(
    readonly memberId: string,
    readonly albumType: AlbumType,
    readonly files: Buffer[],
  ) {
    super();
  }
}
