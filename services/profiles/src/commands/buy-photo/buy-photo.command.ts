import { Command } from '@nestjs/cqrs';
import type { UserType } from '@dating/platform';
import type { PhotoView } from '../../media/photo-access.js';
import type { MediaPurchase } from '../buy-private-media.js';

/** A member buys another's private photo (member-photo/buy-photo `photo_id`). */
export class BuyPhotoCommand extends Command<MediaPurchase<PhotoView>> {
  constructor(
    readonly buyerId: string,
    readonly buyerType: UserType,
    readonly photoId: string,
  ) {
    super();
  }
}
