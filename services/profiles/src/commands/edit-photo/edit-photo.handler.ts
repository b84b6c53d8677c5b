import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OBJECT_STORAGE, type ObjectStorage, type ServiceDb } from '@dating/platform';
import { ProfilesError } from '../../domain/profile-errors.js';
import { agencyOf, photoById, replacePhotoImage } from '../../infrastructure/photos.js';
import { WatermarkSetting } from '../../infrastructure/watermark-setting.js';
import { MediaUrls } from '../../media/media-urls.js';
import { photoView, type PhotoRow, type PhotoView } from '../../media/photo-access.js';
import { deletePhotoFiles, processAndStorePhoto } from '../../media/photo-pipeline.js';
import { PROFILES_DB } from '../../profiles.tokens.js';
import { dropAvatarIf, ownPhoto } from '../manage-photo/manage-photo.handler.js';
import { EditPhotoCommand } from './edit-photo.command.js';

const inTrash = () =>
  new ProfilesError('PROFILES.INVALID', 'Restore the photo from the trash before editing it', {
    photo_id: ['Restore the photo from the trash before editing it'],
  });

/**
 * An edit runs the upload's whole pipeline (media/photo-pipeline.ts: magic bytes, header size,
 * decode, scale, mark, JPEG, no metadata, previews) and stores the result under a new random key;
 * then, in one transaction, the row points at the new files and is pending again, so nobody but
 * her and the moderators sees the edit before it is accepted. The old files are deleted after the
 * commit: no row names their key any more, so the media route cannot serve them even if a delete
 * fails. A refused file changes nothing.
 *
 * The avatar: an edited photo stops being her avatar (the avatar must be an accepted image, and
 * the old image's files are gone); she sets it again once the edit is accepted. Keeping the old
 * image on show until then would mean keeping files this edit is meant to replace.
 */
@CommandHandler(EditPhotoCommand)
export class EditPhotoHandler implements ICommandHandler<EditPhotoCommand> {
  constructor(
    @Inject(PROFILES_DB) private readonly db: ServiceDb,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(MediaUrls) private readonly urls: MediaUrls,
    @Inject(WatermarkSetting) private readonly watermark: WatermarkSetting,
  ) {}

  async execute({ memberId, photoId, albumType, file }: EditPhotoCommand): Promise<PhotoView> {
    // Who may edit is settled before a byte of the file is decoded.
    const photo = await ownPhoto(this.db, memberId, photoId);
    if (photo.trashed_at) throw inTrash();
    const agencyId = await agencyOf(this.db, memberId);
    if (agencyId === undefined) throw new ProfilesError('PROFILES.OWN_PROFILE_MISSING');
    const stored = await processAndStorePhoto(this.storage, memberId, file, { watermarkAlpha: await this.watermark.alpha() });
    let result: { row: PhotoRow; oldKey: string };
    try {
      result = await this.db.transaction(async (tx) => {
        // Locked and read again: a removal or another edit may have come meanwhile.
        const current = await photoById(tx, photoId, { lock: true });
        if (!current || current.member_id !== memberId) throw new ProfilesError('PROFILES.PHOTO_NOT_FOUND');
        if (current.trashed_at) throw inTrash();
        const row = await replacePhotoImage(tx, photoId, { albumType: albumType ?? current.album_type, agencyId, ...stored });
        await dropAvatarIf(tx, current);
        return { row, oldKey: current.storage_key };
      });
    } catch (err) {
      await deletePhotoFiles(this.storage, stored.storageKey).catch(() => undefined);
      throw err;
    }
    await deletePhotoFiles(this.storage, result.oldKey).catch(() => undefined);
    return photoView(result.row, { kind: 'member', id: memberId }, false, this.urls);
  }
}
