import { checkResolution, PHOTO_MESSAGES, PhotoRuleError, reduceToLimit, scaledSize } from './prepare-photo';

/** A rectangle in pixels of the turned picture (react-easy-crop's `croppedAreaPixels`). */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

const corrupted = () => new PhotoRuleError('photoCorrupted', PHOTO_MESSAGES.corrupted);

async function loadImage(src: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = src;
  try {
    await image.decode();
  } catch {
    throw corrupted();
  }
  return image;
}

/**
 * The edited photo as it is sent: the picture at `src` (same origin, so the canvas stays readable)
 * turned by `rotation` (a multiple of 90 degrees), cut to `area` (null: all of it), drawn on a
 * canvas and encoded as JPEG with the upload's rules (spec section 5: at least 50x50, at most 3000 on
 * the longest side, quality from 1 down by 0.1 until at most 5,243,192 bytes).
 */
export async function renderEditedPhoto(src: string, rotation: number, area: CropArea | null): Promise<Blob> {
  const image = await loadImage(src);
  const turns = (((Math.round(rotation / 90) % 4) + 4) % 4) as 0 | 1 | 2 | 3;
  const sideways = turns % 2 === 1;
  const turnedWidth = sideways ? image.naturalHeight : image.naturalWidth;
  const turnedHeight = sideways ? image.naturalWidth : image.naturalHeight;
  // The cropper's pixels may be fractional or a hair outside the picture: whole pixels inside it.
  const x = Math.max(0, Math.round(area?.x ?? 0));
  const y = Math.max(0, Math.round(area?.y ?? 0));
  const crop = {
    x,
    y,
    width: Math.min(turnedWidth - x, Math.round(area?.width ?? turnedWidth)),
    height: Math.min(turnedHeight - y, Math.round(area?.height ?? turnedHeight)),
  };
  const resolutionError = checkResolution(crop.width, crop.height);
  if (resolutionError) throw resolutionError;
  const target = scaledSize(crop.width, crop.height);

  const canvas = document.createElement('canvas');
  canvas.width = target.width;
  canvas.height = target.height;
  const context = canvas.getContext('2d');
  if (!context) throw corrupted();
  context.fillStyle = '#fff';
  context.fillRect(0, 0, target.width, target.height);
  context.imageSmoothingQuality = 'high';
  // Read from the last line up: scale to the target, move the crop's corner to the origin, turn the
  // picture about its centre within the turned bounds.
  context.scale(target.width / crop.width, target.height / crop.height);
  context.translate(-crop.x, -crop.y);
  context.translate(turnedWidth / 2, turnedHeight / 2);
  context.rotate((turns * Math.PI) / 2);
  context.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2);

  const { blob } = await reduceToLimit(
    (quality) => new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(corrupted())), 'image/jpeg', quality)),
  );
  return blob;
}
