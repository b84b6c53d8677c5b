import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { encodeEvent, readAdminRecord, recordStaffAction, type ServiceDb } from '@dating/platform';
import { dropAvatarIf } from '../../commands/manage-photo/manage-photo.handler.js';
import { PhotoAcceptedEvent, PhotoRejectedEvent, VideoAcceptedEvent, VideoRejectedEvent } from '../../contracts/profiles-events.js';
import { decideModeration } from '../../domain/photo-moderation.js';
import { ProfilesError } from '../../domain/profile-errors.js';
import { photoById } from '../../infrastructure/photos.js';
import { videoById } from '../../infrastructure/videos.js';
import { MediaUrls } from '../../media/media-urls.js';
import { PROFILES_DB } from '../../profiles.tokens.js';
import { ModeratePhotoCommand } from './moderate-photo.command.js';
import { withPreviews } from './photo-moderation.queries.js';
import { moderationResource } from './photo-moderation.resource.js';

/**
 * One moderation step in one transaction: the photo or video row (locked), the audit record
 * (`recordStaffAction`: `photo.agency-accept` ... `video.site-reject` on its own resource), and on a final decision PhotoAccepted / PhotoRejected for the member. A
 * rejected photo stops being the avatar.
 */
@CommandHandler(ModeratePhotoCommand)
export class ModeratePhotoHandler implements ICommandHandler<ModeratePhotoCommand> {
  constructor(
    @Inject(PROFILES_DB) private readonly db: ServiceDb,
    @Inject(MediaUrls) private readonly urls: MediaUrls,
  ) {}

  async execute({ photoId, decision, reason, actor, agencyId, kind }: ModeratePhotoCommand): Promise<Record<string, unknown>> {
    const resource = moderationResource(kind);
    const table = kind === 'photo' ? 'profiles.photos' : 'profiles.videos';
    const record = await this.db.transaction(async (tx) => {
      const photo = kind === 'photo' ? await photoById(tx, photoId, { lock: true }) : await videoById(tx, photoId, { lock: true });
      if (!photo) throw new ProfilesError(kind === 'photo' ? 'PROFILES.PHOTO_NOT_FOUND' : 'PROFILES.VIDEO_NOT_FOUND');
      const outcome = decideModeration(photo, { role: actor.role, agencyId }, decision, reason, kind);
      if (!outcome.ok) throw new ProfilesError(outcome.code, outcome.message, outcome.field ? { [outcome.field]: [outcome.message] } : undefined);
      const before = await readAdminRecord(tx, resource, photoId);
      const staff = `staff:${actor.staffId}`;
      if (outcome.step === 'agency') {
        await tx.query(
          `UPDATE ${table} SET agency_decision = $2, agency_decided_by = $3, agency_decided_at = now(), state = $4, reject_reason = $5 WHERE id = $1`,
          [photoId, outcome.next.agency_decision, staff, outcome.next.state, outcome.reason],
        );
      } else {
        await tx.query(`UPDATE ${table} SET state = $2, site_decided_by = $3, site_decided_at = now(), reject_reason = $4 WHERE id = $1`, [
          photoId,
          outcome.next.state,
          staff,
          outcome.reason,
        ]);
      }
      const memberId = photo.member_id;
      const meta = { streamId: memberId, actor: staff };
      const rejected = { memberId, reason: outcome.reason ?? '', step: outcome.step };
      if (outcome.next.state === 'accepted') {
        await tx.publish([
          kind === 'photo'
            ? encodeEvent(PhotoAcceptedEvent, { photoId, memberId, albumType: photo.album_type }, meta)
            : encodeEvent(VideoAcceptedEvent, { videoId: photoId, memberId, albumType: photo.album_type }, meta),
        ]);
      } else if (outcome.next.state === 'rejected') {
        if (kind === 'photo') await dropAvatarIf(tx, photo, staff);
        await tx.publish([
          kind === 'photo'
            ? encodeEvent(PhotoRejectedEvent, { photoId, ...rejected }, meta)
            : encodeEvent(VideoRejectedEvent, { videoId: photoId, ...rejected }, meta),
        ]);
      }
      const after = await readAdminRecord(tx, resource, photoId);
      await recordStaffAction(tx, 'profiles', actor, {
        action: `${kind}.${outcome.step}-${decision}`,
        resource: resource.resource,
        recordId: photoId,
        before,
        after,
      });
      return after!;
    });
    return withPreviews(record, actor.staffId, this.urls, kind);
  }
}
