import { Query } from '@nestjs/cqrs';

/** member-photo/load-photo-by-id: one photo as the viewer may see it (`receiver_id` for women: the man whose photo she opens). */
export class LoadPhotoByIdQuery extends Query<{ photo_id: number; photo_preview: { small: string | null; large: string | null }; is_purchased: boolean }> {
  constructor(
    readonly viewerId: string,
    readonly photoId: string,
    readonly receiverId: string | null,
  ) {
    super();
  }
}
