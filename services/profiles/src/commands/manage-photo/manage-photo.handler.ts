import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { encodeEvent, OBJECT_STORAGE, type ObjectStorage, type ServiceDb, type Transaction } from '@dating/platform';
import { ProfileAvatarChangedEvent } from '../../contracts/profiles-events.js';
import { ProfilesError } from '../../domain/profile-errors.js';
import { photoById } from '../../infrastructure/photos.js';
import { MediaUrls } from '../../media/media-urls.js';
import { deletePhotoFiles } from '../../media/photo-pipeline.js';
import type { PhotoRow } from '../../media/photo-access.js';
import { PROFILES_DB } from '../../profiles.tokens.js';
import { EstablishAvatarCommand, MovePhotoCommand, RemovePhotoCommand } from './manage-photo.command.js';

/** The avatar's URL: the small preview, open to anyone (only an accepted public photo can be it). */
export const avatarUrlOf = (photoId: string) => MediaUrls.path(photoId, 'small');

/**
 * Sets (or, with null, drops) a member's avatar in the transaction, with ProfileAvatarChanged in its
 * outbox when it changed. `onlyIf`: change it only while it is that URL (null: while she has none).
 */
export async function changeAvatar(tx: Transaction, memberId: string, avatar: string | null, actor: string, onlyIf?: string | null): Promise<boolean> {
  const guard = onlyIf === undefined ? 'avatar_url IS DISTINCT FROM $2' : onlyIf === null ? 'avatar_url IS NULL' : 'avatar_url = $3';
  // In a WITH, so the driver answers the changed rows (a bare UPDATE answers [rows, count], never empty).
  const rows = await tx.query(
    `WITH changed AS (UPDATE profiles.profiles SET avatar_url = $2 WHERE member_id = $1 AND ${guard} RETURNING 1 AS one) SELECT one FROM changed`,
    onlyIf ? [memberId, avatar, onlyIf] : [memberId, avatar],
  );
  if (!rows.length) return false;
  await tx.publish([encodeEvent(ProfileAvatarChangedEvent, { memberId, ...(avatar ? { avatarSmall: avatar } : {}) }, { streamId: memberId, actor })]);
  return true;
}

/** A photo that stops being showable (trash, private, rejected) stops being the avatar. */
export async function dropAvatarIf(tx: Transaction, photo: Pick<PhotoRow, 'id' | 'member_id'>, actor = `member:${photo.member_id}`): Promise<void> {
  await changeAvatar(tx, photo.member_id, null, actor, avatarUrlOf(photo.id));
}

/** Her own photo; anyone else's id answers as an unknown one (10404), so ids reveal nothing. */
export async function ownPhoto(db: Pick<ServiceDb, 'query'>, memberId: string, photoId: string): Promise<PhotoRow> {
  const photo = await photoById(db, photoId);
  if (!photo || photo.member_id !== memberId) throw new ProfilesError('PROFILES.PHOTO_NOT_FOUND');
  return photo;
}

@CommandHandler(RemovePhotoCommand)
export class RemovePhotoHandler implements ICommandHandler<RemovePhotoCommand> {
  constructor(
    @Inject(PROFILES_DB) private readonly db: ServiceDb,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  async execute({ memberId, photoId }: RemovePhotoCommand): Promise<{ photo_id: number; removed: 'trash' | 'deleted' }> {
    const photo = await ownPhoto(this.db, memberId, photoId);
    if (!photo.trashed_at) {
      await this.db.transaction(async (tx) => {
        await tx.query(`UPDATE profiles.photos SET trashed_at = now() WHERE id = $1`, [photoId]);
        await dropAvatarIf(tx, photo);
      });
      return { photo_id: Number(photoId), removed: 'trash' };
    }
    await this.db.query(`DELETE FROM profiles.photos WHERE id = $1`, [photoId]);
    await deletePhotoFiles(this.storage, photo.storage_key);
    return { photo_id: Number(photoId), removed: 'deleted' };
  }
}

@CommandHandler(EstablishAvatarCommand)
export class EstablishAvatarHandler implements ICommandHandler<EstablishAvatarCommand> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  async execute({ memberId, photoId }: EstablishAvatarCommand): Promise<{ photo_id: number; avatar: string }> {
    const photo = await ownPhoto(this.db, memberId, photoId);
    if (photo.album_type === 'private')
      throw new ProfilesError('PROFILES.AVATAR_REFUSED', 'A private photo cannot be the avatar', { photo_id: ['A private photo cannot be the avatar'] });
    if (photo.state !== 'accepted' || photo.trashed_at)
      throw new ProfilesError('PROFILES.AVATAR_REFUSED', 'Only an accepted photo can be the avatar', {
        photo_id: ['Only an accepted photo can be the avatar'],
      });
    const avatar = avatarUrlOf(photoId);
    await this.db.transaction((tx) => changeAvatar(tx, memberId, avatar, `member:${memberId}`));
    return { photo_id: Number(photoId), avatar };
  }
}

@CommandHandler(MovePhotoCommand)
export class MovePhotoHandler implements ICommandHandler<MovePhotoCommand> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  async execute({ memberId, photoId, albumType }: MovePhotoCommand): Promise<{ photo_id: number; album_type: 'public' | 'private' }> {
    const photo = await ownPhoto(this.db, memberId, photoId);
    await this.db.transaction(async (tx) => {
      await tx.query(`UPDATE profiles.photos SET album_type = $2, trashed_at = NULL WHERE id = $1`, [photoId, albumType]);
      if (albumType === 'private') await dropAvatarIf(tx, photo);
    });
    return { photo_id: Number(photoId), album_type: albumType };
  }
}
