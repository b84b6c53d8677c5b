import { Body, Controller, Inject, Post } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CurrentMember, MemberOnly, type MemberPrincipal, OBJECT_STORAGE, type ObjectStorage, type ServiceDb, SiteError } from '@dating/platform';
import { ProfilesError } from '../../domain/profile-errors.js';
import { RecordsActivity } from '../../http/activity.interceptor.js';
import { videoById, type VideoRow } from '../../infrastructure/videos.js';
import type { AlbumType } from '../../media/photo-access.js';
import { PROFILES_DB } from '../../profiles.tokens.js';
import { photoIdOf } from '../manage-photo/photo-id.js';

/**
 * The spec lists no call that removes or moves a video (section 7 has member-video/albums,
 * load-videos and album-video only); these two follow the photo calls' names and rules:
 * `member-video/remove` (to the trash, then for good) and `member-video/upload-updates` (to the
 * other album, out of the trash too). Only the owner's own video: anyone else's id is 10404.
 */
export class RemoveVideoCommand extends Command<{ video_id: number; removed: 'trash' | 'deleted' }> {
  constructor(
    readonly memberId: string,
    readonly videoId: string,
  ) {
    super();
  }
}

export class MoveVideoCommand extends Command<{ video_id: number; album_type: AlbumType }> {
  constructor(
    readonly memberId: string,
    readonly videoId: string,
    readonly albumType: AlbumType,
  ) {
    super();
  }
}

async function ownVideo(db: ServiceDb, memberId: string, videoId: string): Promise<VideoRow> {
  const video = await videoById(db, videoId);
  if (!video || video.member_id !== memberId) throw new ProfilesError('PROFILES.VIDEO_NOT_FOUND');
  return video;
}

@CommandHandler(RemoveVideoCommand)
export class RemoveVideoHandler implements ICommandHandler<RemoveVideoCommand> {
  constructor(
    @Inject(PROFILES_DB) private readonly db: ServiceDb,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  async execute({ memberId, videoId }: RemoveVideoCommand): Promise<{ video_id: number; removed: 'trash' | 'deleted' }> {
    const video = await ownVideo(this.db, memberId, videoId);
    if (!video.trashed_at) {
      await this.db.query(`UPDATE profiles.videos SET trashed_at = now() WHERE id = $1 AND member_id = $2`, [videoId, memberId]);
      return { video_id: Number(videoId), removed: 'trash' };
    }
    // The row first: once it is gone nothing serves the bytes, so a failed delete of a file leaves an orphan, never a broken video.
    await this.db.query(`DELETE FROM profiles.videos WHERE id = $1 AND member_id = $2`, [videoId, memberId]);
    await Promise.all([
      this.storage.delete(`${video.storage_key}/video`),
      video.has_poster ? this.storage.delete(`${video.storage_key}/poster.jpg`) : Promise.resolve(),
    ]);
    return { video_id: Number(videoId), removed: 'deleted' };
  }
}

@CommandHandler(MoveVideoCommand)
export class MoveVideoHandler implements ICommandHandler<MoveVideoCommand> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  async execute({ memberId, videoId, albumType }: MoveVideoCommand): Promise<{ video_id: number; album_type: AlbumType }> {
    await ownVideo(this.db, memberId, videoId);
    await this.db.query(`UPDATE profiles.videos SET album_type = $3, trashed_at = NULL WHERE id = $1 AND member_id = $2`, [videoId, memberId, albumType]);
    return { video_id: Number(videoId), album_type: albumType };
  }
}

@Controller('api')
@RecordsActivity()
export class ManageVideoController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** POST /api/member-video/remove `video_id`: to the trash, or deleted when already there (ours: the spec names no call). */
  @Post('member-video/remove')
  @MemberOnly()
  remove(@CurrentMember() member: MemberPrincipal, @Body() body: Record<string, unknown>) {
    return this.commands.execute(new RemoveVideoCommand(member.id, photoIdOf(body, 'video_id')));
  }

  /** POST /api/member-video/upload-updates `video_id`, `album_type` (public or private): moves a video (and takes it out of the trash). */
  @Post('member-video/upload-updates')
  @MemberOnly()
  move(@CurrentMember() member: MemberPrincipal, @Body() body: Record<string, unknown>) {
    const album = body?.album_type;
    if (album !== 'public' && album !== 'private') throw new SiteError(10032, 'Album not found', { album_type: ['Album not found'] });
    return this.commands.execute(new MoveVideoCommand(member.id, photoIdOf(body, 'video_id'), album));
  }
}
