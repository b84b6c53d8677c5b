import { Controller, Get, Inject, Param, Query, Req, Res } from '@nestjs/common';
import {
  ACCESS_TOKEN_VERIFIER,
  type AccessTokenVerifier,
  extractAccessToken,
  OBJECT_STORAGE,
  type ObjectStorage,
  type ServiceDb,
  tokenCameRightWay,
} from '@dating/platform';
import type { Request, Response } from 'express';
import { photoById, purchasedAmong } from '../infrastructure/photos.js';
import { videoById, videosBoughtAmong, type VideoRow } from '../infrastructure/videos.js';
import { MediaUrls, type PhotoSize, STORED_PHOTO_SIZES } from '../media/media-urls.js';
import { isOpen, maySee, type MediaViewer, type PhotoRow } from '../media/photo-access.js';
import { PROFILES_DB } from '../profiles.tokens.js';

const STAFF_WHO_SEE_MEDIA = new Set(['agency_moderator', 'site_moderator', 'admin']);

/** Streams stored bytes: cacheable by anyone when the media is open to all, never cached otherwise. */
function send(res: Response, stored: { contentType: string; contentLength: number; body: NodeJS.ReadableStream }, open: boolean): void {
  res.setHeader('Content-Type', stored.contentType);
  res.setHeader('Content-Length', String(stored.contentLength));
  res.setHeader('Cache-Control', open ? 'public, max-age=300' : 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  stored.body.pipe(res);
}

/**
 * express's req.range (range-parser), except that a suffix range longer than the file asks for all
 * of it (RFC 9110 14.1.3: a player reading a short clip's end with bytes=-N), where range-parser
 * answers unsatisfiable.
 */
function requestedRanges(req: Request, total: number): ReturnType<Request['range']> {
  const suffix = /^bytes=\s*-(\d{1,15})\s*$/.exec(req.headers.range ?? '');
  if (suffix && total > 0 && Number(suffix[1]) >= total) return Object.assign([{ start: 0, end: total - 1 }], { type: 'bytes' });
  return req.range(total, { combine: true });
}

/**
 * `GET /media/photos/:id/:size` (original, large, small, thumb; master to its owner alone): the only way to a photo's bytes. A public
 * accepted photo answers anyone; any other answers a viewer who may see it (photo-access.ts), known
 * from a signed URL the API handed out or from the token (Authorization header: members, and
 * moderators for the back office; an agency moderator's token opens her agency's ladies' media only).
 * Everything else is 404, so ids reveal nothing; a banned member's media too, but to staff.
 */
@Controller('media')
export class MediaFilesController {
  constructor(
    @Inject(PROFILES_DB) private readonly db: ServiceDb,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(MediaUrls) private readonly urls: MediaUrls,
    @Inject(ACCESS_TOKEN_VERIFIER) private readonly verifier: AccessTokenVerifier,
  ) {}

  @Get('photos/:id/:size')
  async photo(
    @Param('id') id: string,
    @Param('size') size: string,
    @Query() query: Record<string, unknown>,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const notFound = () => void res.status(404).json({ status: false, code: 10404, desc: 'Photo not found', error: 'Photo not found', result: null });
    if (!STORED_PHOTO_SIZES.includes(size as PhotoSize)) return notFound();
    const photo = await photoById(this.db, id);
    if (!photo) return notFound();
    if (size === 'master') {
      // The unmarked master is its owner's alone, whatever album or state the photo is in.
      const viewer = await this.viewerOf(photo.id, 'master', query, req);
      if (viewer?.kind !== 'member' || viewer.id !== String(photo.member_id)) return notFound();
      const stored = (await this.storage.get(`${photo.storage_key}/master.jpg`)) ?? (await this.storage.get(`${photo.storage_key}/original.jpg`));
      return stored ? send(res, stored, false) : notFound();
    }
    const open = await this.mayServe(photo, size as PhotoSize, query, req, (buyer) => purchasedAmong(this.db, buyer, [photo.id]));
    if (open === null) return notFound();
    // Photos stored before thumbs existed have none: their small preview stands in.
    const stored =
      (await this.storage.get(`${photo.storage_key}/${size}.jpg`)) ?? (size === 'thumb' ? await this.storage.get(`${photo.storage_key}/small.jpg`) : null);
    if (!stored) return notFound();
    send(res, stored, open);
  }

  /** `GET /media/videos/:id/poster`: a video's poster frame, to whoever may watch the video (the same check). */
  @Get('videos/:id/poster')
  async poster(@Param('id') id: string, @Query() query: Record<string, unknown>, @Req() req: Request, @Res() res: Response): Promise<void> {
    const notFound = () => void res.status(404).json({ status: false, code: 10404, desc: 'Video not found', error: 'Video not found', result: null });
    const video = await videoById(this.db, id);
    if (!video?.has_poster) return notFound();
    const open = await this.mayServe(video, 'poster', query, req, (buyer) => videosBoughtAmong(this.db, buyer, [video.id]));
    if (open === null) return notFound();
    const stored = await this.storage.get(`${video.storage_key}/poster.jpg`);
    if (!stored) return notFound();
    send(res, stored, open);
  }

  /**
   * `GET /media/videos/:id`: a video's bytes under the same check as photos', with HTTP range
   * requests (`Range: bytes=a-b`, one range) answered 206 with `Content-Range` (a suffix longer than
   * the video: all of it); 416 past the end; a
   * malformed Range, another unit or several ranges get the whole video (200).
   */
  @Get('videos/:id')
  async video(@Param('id') id: string, @Query() query: Record<string, unknown>, @Req() req: Request, @Res() res: Response): Promise<void> {
    const notFound = () => void res.status(404).json({ status: false, code: 10404, desc: 'Video not found', error: 'Video not found', result: null });
    const video = await videoById(this.db, id);
    if (!video) return notFound();
    const open = await this.mayServe(video, 'video', query, req, (buyer) => videosBoughtAmong(this.db, buyer, [video.id]));
    if (open === null) return notFound();
    const key = `${video.storage_key}/video`;
    // express's req.range (range-parser): -1 none of the ranges can be served (416), -2 a malformed
    // header. A malformed one, another unit or several ranges are ignored and the whole file is
    // answered, as RFC 9110 (14.2) lets a server do; one range is answered 206.
    const total = Number(video.bytes);
    const ranges = requestedRanges(req, total);
    if (ranges === -1) return void res.status(416).setHeader('Content-Range', `bytes */${total}`).end();
    const range = Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0] : undefined;
    let stored;
    try {
      stored = await this.storage.get(key, range);
    } catch (err) {
      if (err instanceof RangeError) return void res.status(416).setHeader('Content-Range', `bytes */${video.bytes}`).end();
      throw err;
    }
    if (!stored) return notFound();
    res.setHeader('Accept-Ranges', 'bytes');
    if (stored.range) {
      res.status(206);
      res.setHeader('Content-Range', `bytes ${stored.range.start}-${stored.range.end}/${stored.totalLength}`);
    }
    send(res, stored, open);
  }

  /**
   * Whether this request may have the media's bytes: null when not (404), else whether they are open
   * to anyone (publicly cacheable). A banned member's media answer not found to everyone but staff,
   * as her profile does, whatever URL was handed out before the ban.
   */
  private async mayServe(
    media: PhotoRow | VideoRow,
    size: PhotoSize | 'video' | 'poster',
    query: Record<string, unknown>,
    req: Request,
    boughtAmong: (buyerId: string) => Promise<Set<string>>,
  ): Promise<boolean | null> {
    const [owner] = await this.db.query<{ banned: boolean }>(`SELECT banned_at IS NOT NULL AS banned FROM profiles.profiles WHERE member_id = $1`, [
      media.member_id,
    ]);
    const banned = owner?.banned ?? false;
    if (isOpen(media) && !banned) return true;
    const viewer = await this.viewerOf(media.id, size, query, req);
    if (banned && viewer?.kind !== 'staff') return null;
    const bought = viewer?.kind === 'member' ? (await boughtAmong(viewer.id)).has(media.id) : false;
    return maySee(media, viewer, bought) ? false : null;
  }

  private async viewerOf(photoId: string, size: PhotoSize | 'video' | 'poster', query: Record<string, unknown>, req: Request): Promise<MediaViewer> {
    const signed = this.urls.verify(photoId, size, query);
    if (signed) {
      const [kind, id] = signed.split(':');
      return kind === 'm' ? { kind: 'member', id: id! } : kind === 's' ? { kind: 'staff', id: id! } : null;
    }
    const token = extractAccessToken(req);
    if (!token) return null;
    try {
      const principal = await this.verifier.verify(token);
      if (!tokenCameRightWay(principal, token, req)) return null;
      if (principal.kind === 'member') return { kind: 'member', id: principal.id };
      if (!STAFF_WHO_SEE_MEDIA.has(principal.role)) return null;
      // An agency moderator's token opens her agency's ladies' media only (another agency's is not found, as in her queue).
      return principal.role === 'agency_moderator'
        ? { kind: 'staff', id: principal.id, agencyId: principal.agencyId ?? '' }
        : { kind: 'staff', id: principal.id };
    } catch {
      return null;
    }
  }
}
