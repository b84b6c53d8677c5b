import { Query } from '@nestjs/cqrs';
import type { PublicProfileView } from '../../domain/profile.js';
import type { PhotoView } from '../../media/photo-access.js';

/** How many of her public photos the public profile carries (newest first). */
export const GUEST_PHOTOS_LIMIT = 50;

/** A lady's public fields and her accepted public photos (`photos`), as anyone may see them. */
export type WomanProfileView = PublicProfileView & { photos: PhotoView[] };

/** A lady's public profile (spec section 6: what a visitor may see) with her public photos; a man's id is not found. */
export class GetWomanProfileQuery extends Query<WomanProfileView> {
  constructor(readonly memberId: string) {
    super();
  }
}
