import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The sizes a viewer may be shown (each carries the site's watermark). */
export type ShownPhotoSize = 'original' | 'large' | 'small' | 'thumb';
export const PHOTO_SIZES: readonly ShownPhotoSize[] = ['original', 'large', 'small', 'thumb'];
/**
 * A photo's files: the shown sizes, and `master`, the scaled picture before the watermark, which
 * only its owner is served (the photo editor starts from it, so an edit is marked once, not twice).
 */
export type PhotoSize = ShownPhotoSize | 'master';
export const STORED_PHOTO_SIZES: readonly PhotoSize[] = [...PHOTO_SIZES, 'master'];

/** How long a signed media URL the API hands out stays good. */
export const SIGNED_URL_SECONDS = 15 * 60;

/**
 * Media URLs. A public accepted photo is at `/media/photos/<id>/<size>` for anyone; every other
 * photo (private, on moderation, rejected) is served only with a signed, short-lived URL that names
 * the viewer (`v`), or with the viewer's token in the Authorization header: either way the server
 * checks that viewer may see it at the time of the request. The key is per process unless given
 * (split mode with several replicas gives them one `MEDIA_URL_SECRET`).
 */
export class MediaUrls {
  private readonly key: Buffer;

  constructor(secret?: string) {
    this.key = secret ? Buffer.from(secret) : randomBytes(32);
  }

  static path(photoId: string, size: PhotoSize): string {
    return `/media/photos/${photoId}/${size}`;
  }

  static videoPath(videoId: string): string {
    return `/media/videos/${videoId}`;
  }

  static posterPath(videoId: string): string {
    return `/media/videos/${videoId}/poster`;
  }

  /** A video's signed URL (the same check as photos', the size slot reads `video`). */
  signedVideo(videoId: string, viewer: string, now = Date.now()): string {
    const exp = Math.floor(now / 1000) + SIGNED_URL_SECONDS;
    return `${MediaUrls.videoPath(videoId)}?v=${encodeURIComponent(viewer)}&exp=${exp}&sig=${this.sign(videoId, 'video', viewer, exp)}`;
  }

  /** A video poster's signed URL (the size slot reads `poster`, so a video's signature opens no poster and back). */
  signedPoster(videoId: string, viewer: string, now = Date.now()): string {
    const exp = Math.floor(now / 1000) + SIGNED_URL_SECONDS;
    return `${MediaUrls.posterPath(videoId)}?v=${encodeURIComponent(viewer)}&exp=${exp}&sig=${this.sign(videoId, 'poster', viewer, exp)}`;
  }

  signed(photoId: string, size: PhotoSize, viewer: string, now = Date.now()): string {
    const exp = Math.floor(now / 1000) + SIGNED_URL_SECONDS;
    return `${MediaUrls.path(photoId, size)}?v=${encodeURIComponent(viewer)}&exp=${exp}&sig=${this.sign(photoId, size, viewer, exp)}`;
  }

  /** The viewer a signature vouches for, or null (bad, missing or expired). */
  verify(photoId: string, size: PhotoSize | 'video' | 'poster', query: { v?: unknown; exp?: unknown; sig?: unknown }, now = Date.now()): string | null {
    const { v, exp, sig } = query;
    if (typeof v !== 'string' || typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return null;
    if (Number(exp) * 1000 < now) return null;
    const expected = Buffer.from(this.sign(photoId, size, v, Number(exp)));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given) ? v : null;
  }

  private sign(photoId: string, size: PhotoSize | 'video' | 'poster', viewer: string, exp: number): string {
    return createHmac('sha256', this.key).update(`${photoId}\n${size}\n${viewer}\n${exp}`).digest('base64url');
  }
}
