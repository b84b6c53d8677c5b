import { randomUUID } from 'node:crypto';
import {
  BadRequestException,
  type CallHandler,
  Body,
  Controller,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
  Post,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import {
  admittingUpload,
  CurrentMember,
  MemberOnly,
  type MemberPrincipal,
  missingField,
  OBJECT_STORAGE,
  type ObjectStorage,
  type ServiceDb,
  SiteError,
} from '@dating/platform';
import { PHOTO, sniffVideoType, VIDEO, VIDEO_MESSAGES } from '@dating/rules';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { ProfilesError } from '../../domain/profile-errors.js';
import { RecordsActivity } from '../../http/activity.interceptor.js';
import { assertPendingRoom, insertWithinPendingCap } from '../../infrastructure/media.js';
import { agencyOf } from '../../infrastructure/photos.js';
import { insertVideo, VIDEO_TABLES } from '../../infrastructure/videos.js';
import { MediaUrls } from '../../media/media-urls.js';
import { processPoster } from '../../media/photo-pipeline.js';
import { headerDuration } from '../../media/video-duration.js';
import { blankMp4Metadata } from '../../media/video-metadata.js';
import type { AlbumType } from '../../media/photo-access.js';
import { videoView, type VideoView } from '../../media/video-access.js';
import { PROFILES_DB } from '../../profiles.tokens.js';
import { albumTypeOf } from '../upload-photos/upload-photos.controller.js';

const MB = 1024 * 1024;
const LIMITS = { fileSize: VIDEO.maxMegabytes * MB, files: 2, fields: 10, fieldSize: 1024, parts: 13 };
/** The poster frame's largest size (a still from her browser, JPEG or PNG). */
const POSTER_MAX_BYTES = PHOTO.maxBytes;
const sizeError = () => new SiteError(10077, VIDEO_MESSAGES.videoFileSize, { blob: [VIDEO_MESSAGES.videoFileSize] });
const Inner = FileFieldsInterceptor(
  [
    { name: 'blob', maxCount: 1 },
    { name: 'poster', maxCount: 1 },
  ],
  { limits: LIMITS },
);

/** The browser's `duration` field: absent, or seconds above 0 and at most `VIDEO.maxDurationSeconds` (a form field is text: plain decimals only); else 10002. */
export function durationOf(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const seconds = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,9}(\.\d{1,9})?$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > VIDEO.maxDurationSeconds)
    throw new SiteError(10002, VIDEO_MESSAGES.videoDuration, { duration: [VIDEO_MESSAGES.videoDuration] });
  return seconds;
}

/** The video form (and its optional poster frame) in memory, capped at 100 MB at the HTTP layer (a declared bigger body is refused unread). */
@Injectable()
export class VideoUploadInterceptor implements NestInterceptor {
  private readonly inner = new Inner();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<Request>();
    if (Number(req.headers['content-length'] ?? 0) > LIMITS.fileSize + MB) throw sizeError();
    try {
      // Read into memory: at most so many forms at once, per member and per process (10034 beyond).
      return await this.inner.intercept(context, admittingUpload(context, next));
    } catch (err) {
      if (err instanceof PayloadTooLargeException) throw sizeError();
      if (err instanceof BadRequestException || (err instanceof Error && !(err instanceof SiteError) && !('getStatus' in err))) {
        throw new SiteError(10203, `The form data could not be read: ${err.message}`);
      }
      throw err;
    }
  }
}

/** A member uploads a video (mp4 or webm by its bytes) to her public or private album; it waits for moderation. */
export class UploadVideoCommand extends Command<VideoView> {
  constructor(
    readonly memberId: string,
    readonly albumType: AlbumType,
    readonly title: string,
    readonly bytes: Buffer,
    /** The still her browser took from the video (optional): checked and re-encoded like a photo. */
    readonly poster: Buffer | null = null,
    /** The length her browser found (seconds, checked by the controller): kept only when the file's header has none. */
    readonly browserDuration: number | null = null,
  ) {
    super();
  }
}

@CommandHandler(UploadVideoCommand)
export class UploadVideoHandler implements ICommandHandler<UploadVideoCommand> {
  constructor(
    @Inject(PROFILES_DB) private readonly db: ServiceDb,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(MediaUrls) private readonly urls: MediaUrls,
  ) {}

  async execute({ memberId, albumType, title, bytes, poster, browserDuration }: UploadVideoCommand): Promise<VideoView> {
    const contentType = sniffVideoType(bytes);
    if (!contentType) throw new ProfilesError('PROFILES.PHOTO_EXTENSION', VIDEO_MESSAGES.videoExtension, { blob: [VIDEO_MESSAGES.videoExtension] });
    // The cheap refusals first: no poster is decoded for an upload that would be refused anyway.
    const agencyId = await agencyOf(this.db, memberId);
    if (agencyId === undefined) throw new ProfilesError('PROFILES.OWN_PROFILE_MISSING');
    await assertPendingRoom(this.db, VIDEO_TABLES, 'video', memberId, 1);
    // The header's own duration wins (read, never decoded); a live recording's WebM has none, so the browser's is kept.
    const seconds = headerDuration(bytes, contentType) ?? browserDuration;
    // Where and with what it was filmed stays with her: an MP4's metadata boxes are blanked before it is stored.
    if (contentType === 'video/mp4') blankMp4Metadata(bytes);
    const still = poster ? await processPoster(poster) : null;
    const storageKey = `videos/${memberId}/${randomUUID()}`;
    const files = [`${storageKey}/video`, ...(still ? [`${storageKey}/poster.jpg`] : [])];
    try {
      await this.storage.put(files[0]!, bytes, contentType);
      if (still) await this.storage.put(files[1]!, still, 'image/jpeg');
      // Counted again under the member's lock: another upload may have taken the last place meanwhile.
      const row = await insertWithinPendingCap(this.db, VIDEO_TABLES, 'video', memberId, 1, (tx) =>
        insertVideo(tx, {
          memberId,
          albumType,
          agencyId,
          title,
          storageKey,
          contentType,
          bytes: bytes.length,
          hasPoster: still !== null,
          durationMs: seconds === null ? null : Math.max(1, Math.round(seconds * 1000)),
        }),
      );
      return videoView(row, { kind: 'member', id: memberId }, false, this.urls);
    } catch (err) {
      // Files no row names would stay for ever, outside every count and cap: they go with the failed upload.
      await Promise.all(files.map((key) => this.storage.delete(key).catch(() => undefined)));
      throw err;
    }
  }
}

@Controller('api')
@RecordsActivity()
export class UploadVideoController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /**
   * POST /api/member-video/upload-video (multipart: `album_type`, `title?`, one `blob`, an optional `poster` still, an optional
   * `duration` in seconds as her browser measured it) → the video, on moderation.
   */
  @Post('member-video/upload-video')
  @MemberOnly()
  @UseInterceptors(VideoUploadInterceptor)
  upload(
    @CurrentMember() member: MemberPrincipal,
    @Body() body: Record<string, unknown>,
    @UploadedFiles() files: { blob?: { buffer: Buffer }[]; poster?: { buffer: Buffer }[] } | undefined,
  ): Promise<VideoView> {
    const file = files?.blob?.[0];
    const poster = files?.poster?.[0]?.buffer ?? null;
    if (poster && poster.length > POSTER_MAX_BYTES) throw new SiteError(10077, VIDEO_MESSAGES.posterFileSize, { poster: [VIDEO_MESSAGES.posterFileSize] });
    const albumType = albumTypeOf(body?.album_type);
    const title = typeof body?.title === 'string' ? body.title.trim().slice(0, 100) : '';
    const duration = durationOf(body?.duration);
    if (!file) throw missingField('blob', 'video');
    return this.commands.execute(new UploadVideoCommand(member.id, albumType, title, file.buffer, poster, duration));
  }
}
