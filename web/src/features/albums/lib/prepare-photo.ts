import { PHOTO, VALIDATION_MESSAGES } from '@dating/rules';

/**
 * The client-side photo rules of spec section 5, run before a photo leaves the browser: the type,
 * the resolution bounds, the scale to 3000 on the longest side and the JPEG quality loop. The
 * server checks all of it again; these spare the member a slow upload that would be refused.
 */

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (m, k: string) => String(values[k] ?? m));

export const PHOTO_MESSAGES = {
  extension: VALIDATION_MESSAGES.photoExtension,
  corrupted: VALIDATION_MESSAGES.photoCorrupted,
  tooLarge: fill(VALIDATION_MESSAGES.photoTooLarge, { 0: PHOTO.pseudoMaxSide, 1: PHOTO.pseudoMaxSide }),
  tooSmall: fill(VALIDATION_MESSAGES.photoTooSmall, { 0: PHOTO.minSide, 1: PHOTO.minSide }),
  notReduced: VALIDATION_MESSAGES.photoNotReduced,
  fileSize: fill(VALIDATION_MESSAGES.photoFileSize, { 1: PHOTO.hintMaxMegabytes }),
  count: fill(VALIDATION_MESSAGES.photoCount, { 0: PHOTO.maxPerUpload }),
} as const;

/** The message key a refused photo shows (the keys of `validation.*` in the locales). */
export type PhotoProblem = 'photoExtension' | 'photoCorrupted' | 'photoTooLarge' | 'photoTooSmall' | 'photoNotReduced' | 'photoFileSize';

export class PhotoRuleError extends Error {
  constructor(
    readonly problem: PhotoProblem,
    message: string,
  ) {
    super(message);
  }
}

/** png, jpg or jpeg by name and declared type; anything else is the incorrect-extension message. */
export function checkPhotoType(file: Pick<File, 'name' | 'type'>): PhotoRuleError | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const typeOk = PHOTO.mimeTypes.includes(file.type.toLowerCase());
  return typeOk && PHOTO.extensions.includes(extension) ? null : new PhotoRuleError('photoExtension', PHOTO_MESSAGES.extension);
}

/** The natural size: at least 50 x 50, at most 10000 x 10000. */
export function checkResolution(width: number, height: number): PhotoRuleError | null {
  if (width > PHOTO.pseudoMaxSide || height > PHOTO.pseudoMaxSide) return new PhotoRuleError('photoTooLarge', PHOTO_MESSAGES.tooLarge);
  if (width < PHOTO.minSide || height < PHOTO.minSide) return new PhotoRuleError('photoTooSmall', PHOTO_MESSAGES.tooSmall);
  return null;
}

/** The size to draw at: the longest side at most 3000, the proportions kept. */
export function scaledSize(width: number, height: number, longest: number = PHOTO.longestSide): { width: number; height: number; scaled: boolean } {
  const side = Math.max(width, height);
  if (side <= longest) return { width, height, scaled: false };
  const factor = longest / side;
  return { width: Math.max(1, Math.round(width * factor)), height: Math.max(1, Math.round(height * factor)), scaled: true };
}

/** The qualities the loop tries: 1, 0.9, … 0.1 (rounded, so 0.1 steps do not drift). */
export function qualitySteps(): number[] {
  const steps: number[] = [];
  for (let q = Math.round(PHOTO.qualityStart * 10); q >= Math.round(PHOTO.qualityStep * 10); q -= Math.round(PHOTO.qualityStep * 10)) steps.push(q / 10);
  return steps;
}

/** Encodes as JPEG lowering the quality by 0.1 until at most 5,243,192 bytes; otherwise the could-not-reduce message. */
export async function reduceToLimit(encode: (quality: number) => Promise<Blob>, maxBytes: number = PHOTO.maxBytes): Promise<{ blob: Blob; quality: number }> {
  for (const quality of qualitySteps()) {
    const blob = await encode(quality);
    if (blob.size <= maxBytes) return { blob, quality };
  }
  throw new PhotoRuleError('photoNotReduced', PHOTO_MESSAGES.notReduced);
}

/** A decoded image: its natural size and a way to draw it at a size and encode it as JPEG. */
export interface DecodedImage {
  width: number;
  height: number;
  /** Draws the image at width x height and encodes the drawing as JPEG at `quality` (0..1). */
  encoder(width: number, height: number): (quality: number) => Promise<Blob>;
  close(): void;
}

export interface PreparedPhoto {
  file: Blob;
  name: string;
  width: number;
  height: number;
  /** Re-encoded (scaled, or too many bytes as it was). */
  reencoded: boolean;
}

/**
 * A photo as it is uploaded: refused with the spec's message, or the file itself when it already
 * fits (at most 3000 on the longest side and 5,243,192 bytes), else scaled and re-encoded as JPEG.
 */
export async function preparePhoto(file: File, decode: (file: File) => Promise<DecodedImage> = decodeInBrowser): Promise<PreparedPhoto> {
  const typeError = checkPhotoType(file);
  if (typeError) throw typeError;
  let image: DecodedImage;
  try {
    image = await decode(file);
  } catch {
    throw new PhotoRuleError('photoCorrupted', PHOTO_MESSAGES.corrupted);
  }
  try {
    const resolutionError = checkResolution(image.width, image.height);
    if (resolutionError) throw resolutionError;
    const target = scaledSize(image.width, image.height);
    if (!target.scaled && file.size <= PHOTO.maxBytes) return { file, name: file.name, width: image.width, height: image.height, reencoded: false };
    const { blob } = await reduceToLimit(image.encoder(target.width, target.height));
    return { file: blob, name: file.name.replace(/\.[^.]+$/, '') + '.jpg', width: target.width, height: target.height, reencoded: true };
  } finally {
    image.close();
  }
}

/** The browser's decoder: createImageBitmap (upright per EXIF) and a canvas for the JPEG. */
async function decodeInBrowser(file: File): Promise<DecodedImage> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  return {
    width: bitmap.width,
    height: bitmap.height,
    encoder(width, height) {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new PhotoRuleError('photoCorrupted', PHOTO_MESSAGES.corrupted);
      // JPEG has no transparency: a PNG's transparent parts become white, not black.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, 0, 0, width, height);
      return (quality) =>
        new Promise<Blob>((resolve, reject) =>
          canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new PhotoRuleError('photoCorrupted', PHOTO_MESSAGES.corrupted))), 'image/jpeg', quality),
        );
    },
    close: () => bitmap.close(),
  };
}
