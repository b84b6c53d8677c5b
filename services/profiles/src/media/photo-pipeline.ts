import { randomUUID } from 'node:crypto';
import { describe as describeViolation, PHOTO, SITE_DEFAULTS, sniffImageType, validatePhotoSize } from '@dating/rules';
import type { ObjectStorage } from '@dating/platform';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { ProfilesError } from '../domain/profile-errors.js';
import { STORED_PHOTO_SIZES } from './media-urls.js';

/** The largest picture sharp may decode: the spec's pseudo maximum (10000 x 10000). */
export const MAX_INPUT_PIXELS = PHOTO.pseudoMaxSide * PHOTO.pseudoMaxSide;
/**
 * Previews: small for cards and the profile's main photo (480, sharp on a phone's 2x screen where a
 * card is about 240 px wide), large for the photo viewer, thumb for the avatars of lists (chat,
 * letters, visitors: 40 to 64 px, so 160 covers a 2x screen at a tenth of small's bytes).
 */
export const PREVIEW_SIDES = { small: 480, large: 1000, thumb: 160 } as const;

export interface ProcessedPhoto {
  /** The scaled picture without the watermark, for its owner's editor only. */
  master: Buffer;
  original: Buffer;
  large: Buffer;
  small: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/** A photo's files as the media route reads them: `<storageKey>/<size>.jpg`, one per size. */
export async function storePhotoFiles(storage: ObjectStorage, storageKey: string, photo: Omit<ProcessedPhoto, 'width' | 'height'>): Promise<void> {
  await Promise.all(STORED_PHOTO_SIZES.map((size) => storage.put(`${storageKey}/${size}.jpg`, photo[size], 'image/jpeg')));
}

/** Removes a photo's files (every size; a missing one is no error). */
export async function deletePhotoFiles(storage: ObjectStorage, storageKey: string): Promise<void> {
  await Promise.all(STORED_PHOTO_SIZES.map((size) => storage.delete(`${storageKey}/${size}.jpg`)));
}

export interface StoredPhoto {
  storageKey: string;
  width: number;
  height: number;
  bytes: number;
}

/**
 * What an upload and an edit share: processes an inspected photo (processPhoto) and stores its
 * files under a new random key, never the member's file name nor a key a viewer saw before.
 */
export async function processAndStorePhoto(
  storage: ObjectStorage,
  memberId: string,
  bytes: Buffer,
  options: { watermarkAlpha?: number } = {},
): Promise<StoredPhoto> {
  const processed = await processPhoto(bytes, options);
  const storageKey = `photos/${memberId}/${randomUUID()}`;
  await storePhotoFiles(storage, storageKey, processed);
  return { storageKey, width: processed.width, height: processed.height, bytes: processed.original.length };
}

/** A refused file, under its form field: the photo's `blob`, or a video's `poster` still. */
const refuse = (
  code: 'PROFILES.PHOTO_EXTENSION' | 'PROFILES.PHOTO_CORRUPTED' | 'PROFILES.PHOTO_RESOLUTION' | 'PROFILES.PHOTO_NOT_REDUCED',
  message: string,
  field: 'blob' | 'poster' = 'blob',
) => new ProfilesError(code, message, { [field]: [message] });

/**
 * Checks a photo before anything is decoded, in the order of spec section 5: the type from the
 * magic bytes (png or jpeg; a name or a Content-Type proves nothing), then the size from the header
 * alone (sharp's metadata() reads no pixels), so a decompression bomb costs a header read.
 */
export async function inspectPhoto(bytes: Buffer, field: 'blob' | 'poster' = 'blob'): Promise<{ format: 'png' | 'jpeg'; width: number; height: number }> {
  const sniffed = sniffImageType(bytes);
  if (sniffed !== 'image/png' && sniffed !== 'image/jpeg')
    throw refuse('PROFILES.PHOTO_EXTENSION', describeViolation({ message: 'photoExtension', params: {} }), field);
  const format = sniffed === 'image/png' ? 'png' : 'jpeg';
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse('PROFILES.PHOTO_CORRUPTED', describeViolation({ message: 'photoCorrupted', params: {} }), field);
  }
  // A file whose header says another format than its first bytes (a polyglot) is not a photo.
  if (meta.format !== format) throw refuse('PROFILES.PHOTO_EXTENSION', describeViolation({ message: 'photoExtension', params: {} }), field);
  const violation = validatePhotoSize(meta.width ?? 0, meta.height ?? 0);
  if (violation)
    throw refuse(violation.message === 'photoCorrupted' ? 'PROFILES.PHOTO_CORRUPTED' : 'PROFILES.PHOTO_RESOLUTION', describeViolation(violation), field);
  return { format, width: meta.width!, height: meta.height! };
}

/** The site's mark: a soft heart in the lower right corner, drawn without fonts, at the watermark setting's opacity. */
function watermarkSvg(width: number, height: number, alpha: number): Buffer {
  const size = Math.max(24, Math.round(Math.min(width, height) / 10));
  const x = width - size - Math.round(size / 3);
  const y = height - size - Math.round(size / 3);
  const s = size / 32;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<g transform="translate(${x} ${y}) scale(${s})" fill="#ffffff" fill-opacity="${alpha}" stroke="#000000" stroke-opacity="${alpha / 2}" stroke-width="1">` +
      `<path d="M16 29 C6 21 1 15 1 9.5 C1 5 4.5 2 8.5 2 C11.5 2 14 3.8 16 6.5 C18 3.8 20.5 2 23.5 2 C27.5 2 31 5 31 9.5 C31 15 26 21 16 29 Z"/></g></svg>`,
  );
}

/**
 * JPEG from quality 1 (100) down by 0.1 until the bytes fit `maxBytes` (spec section 5); the
 * could-not-reduce error when even 0.1 does not.
 */
export async function encodeWithin(
  pixels: Buffer,
  raw: { raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 } },
  maxBytes: number = PHOTO.maxBytes,
): Promise<Buffer> {
  for (let step = 0; step < 10; step++) {
    const quality = Math.round((PHOTO.qualityStart - step * PHOTO.qualityStep) * 100);
    const encoded = await sharp(pixels, raw).jpeg({ quality }).toBuffer();
    if (encoded.length <= maxBytes) return encoded;
  }
  throw refuse('PROFILES.PHOTO_NOT_REDUCED', describeViolation({ message: 'photoNotReduced', params: {} }));
}

/**
 * Decodes an inspected photo (never above MAX_INPUT_PIXELS), turns it upright, scales it to at most
 * 3000 on the longest side, marks it, and encodes it as JPEG from quality 1 down by 0.1 until it is
 * at most 5,243,192 bytes. sharp writes no metadata unless asked: EXIF (GPS included), ICC and XMP
 * are all gone. Previews are made from the result; the master is the same picture unmarked.
 */
export async function processPhoto(bytes: Buffer, options: { watermarkAlpha?: number } = {}): Promise<ProcessedPhoto> {
  await inspectPhoto(bytes);
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    pixels = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PHOTO.longestSide, PHOTO.longestSide, { fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw refuse('PROFILES.PHOTO_CORRUPTED', describeViolation({ message: 'photoCorrupted', params: {} }));
  }
  const { width, height, channels } = pixels.info;
  const raw = { raw: { width, height, channels } } as const;
  const marked = await sharp(pixels.data, raw)
    .composite([{ input: watermarkSvg(width, height, options.watermarkAlpha ?? SITE_DEFAULTS.watermark.alpha), top: 0, left: 0 }])
    // The composite adds an alpha channel: drop it, so the buffer keeps the `channels` of `raw`.
    .removeAlpha()
    .raw()
    .toBuffer();
  const [master, original] = await Promise.all([encodeWithin(pixels.data, raw), encodeWithin(marked, raw)]);
  const preview = (side: number, quality: number) =>
    sharp(marked, raw).resize(side, side, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality }).toBuffer();
  const [large, small, thumb] = await Promise.all([preview(PREVIEW_SIDES.large, 85), preview(PREVIEW_SIDES.small, 80), preview(PREVIEW_SIDES.thumb, 78)]);
  return { master, original, large, small, thumb, width, height };
}

/** The longest side of a video's poster frame. */
export const POSTER_SIDE = 1280;

/**
 * A video's poster frame (the uploader's browser takes it from the video, so the server never
 * decodes an uploaded video): checked like a photo before decoding, then scaled to at most
 * POSTER_SIDE and re-encoded as JPEG without any metadata. No watermark: it is a still of her video.
 */
export async function processPoster(bytes: Buffer): Promise<Buffer> {
  await inspectPhoto(bytes, 'poster');
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(POSTER_SIDE, POSTER_SIDE, { fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .toColourspace('srgb')
      .jpeg({ quality: 82 })
      .toBuffer();
  } catch {
    throw refuse('PROFILES.PHOTO_CORRUPTED', describeViolation({ message: 'photoCorrupted', params: {} }), 'poster');
  }
}
