import { Command } from '@nestjs/cqrs';
import type { UserType } from '@dating/platform';
import type { PhotoView } from '../../media/photo-access.js';

/** A member buys another's private photo (member-photo/buy-photo `photo_id`). */
export class BuyPhotoCommand extends Command<PhotoView & { charged: number }> {
  constructor(
    readonly buyerId: string,
    readonly buyerType: UserType,
    readonly photoId: string,
  ) {
    super();
  }
}
