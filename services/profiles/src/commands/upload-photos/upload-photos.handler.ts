import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OBJECT_STORAGE, type ObjectStorage, type ServiceDb } from '@dating/platform';
import { ProfilesError } from '../../domain/profile-errors.js';
import { assertPendingRoom, insertWithinPendingCap } from '../../infrastructure/media.js';
import { agencyOf, insertPhoto, PHOTO_TABLES } from '../../infrastructure/photos.js';
import { MediaUrls } from '../../media/media-urls.js';
import { photoView, type PhotoView } from '../../media/photo-access.js';
import { deletePhotoFiles, inspectPhoto, processAndStorePhoto, type StoredPhoto } from '../../media/photo-pipeline.js';
import { PROFILES_DB } from '../../profiles.tokens.js';
import { WatermarkSetting } from '../../infrastructure/watermark-setting.js';
import { UploadPhotosCommand } from './upload-photos.command.js';

/**
 * Every file is checked first (type, then header size), so one bad file refuses the upload before
 * any is decoded; then each is processed (media/photo-pipeline.ts), its three pictures stored under
 * a random key, and its row written on moderation with the owner's agency (the moderator's scope).
 */
@CommandHandler(UploadPhotosCommand)
export class UploadPhotosHandler implements ICommandHandler<UploadPhotosCommand> {
  constructor(
    @Inject(PROFILES_DB) private readonly db: ServiceDb,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(MediaUrls) private readonly urls: MediaUrls,
    @Inject(WatermarkSetting) private readonly watermark: WatermarkSetting,
  ) {}

  async execute({ memberId, albumType, files }: UploadPhotosCommand): Promise<PhotoView[]> {
    const agencyId = await agencyOf(this.db, memberId);
    if (agencyId === undefined) throw new ProfilesError('PROFILES.OWN_PROFILE_MISSING');
    await assertPendingRoom(this.db, PHOTO_TABLES, 'photo', memberId, files.length);
    for (const file of files) await inspectPhoto(file);
    const watermarkAlpha = await this.watermark.alpha();
    const stored: StoredPhoto[] = [];
    try {
      for (const file of files) stored.push(await processAndStorePhoto(this.storage, memberId, file, { watermarkAlpha }));
      // All of them or none, counted again under the member's lock (another upload may have taken the last places meanwhile).
      const rows = await insertWithinPendingCap(this.db, PHOTO_TABLES, 'photo', memberId, files.length, async (tx) => {
        const inserted = [];
        for (const photo of stored) inserted.push(await insertPhoto(tx, { memberId, albumType, agencyId, ...photo }));
        return inserted;
      });
      return rows.map((row) => photoView(row, { kind: 'member', id: memberId }, false, this.urls));
    } catch (err) {
      // Files no row names would stay for ever, outside every count and cap: they go with the refused upload.
      await Promise.all(stored.map((photo) => deletePhotoFiles(this.storage, photo.storageKey).catch(() => undefined)));
      throw err;
    }
  }
}
