import { PHOTO } from '@dating/rules';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeWithin, inspectPhoto, PREVIEW_SIDES, processPhoto } from './photo-pipeline.js';

const noise = (width: number, height: number) => {
  const data = Buffer.alloc(width * height * 3);
  let x = 12345;
  for (let i = 0; i < data.length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    data[i] = x >>> 16;
  }
  return { data, raw: { raw: { width, height, channels: 3 as const } } };
};

describe('the photo pipeline', () => {
  it('lowers the JPEG quality by 0.1 until the bytes fit, else says it could not reduce the image', async () => {
    const { data, raw } = noise(300, 300);
    const best = await sharp(data, raw).jpeg({ quality: 100 }).toBuffer();
    const fitted = await encodeWithin(data, raw, Math.floor(best.length * 0.6));
    expect(fitted.length).toBeLessThanOrEqual(best.length * 0.6);
    await expect(encodeWithin(data, raw, 500)).rejects.toMatchObject({
      code: 'PROFILES.PHOTO_NOT_REDUCED',
      message: 'The image could not be reduced to the size limit',
    });
  });

  it('keeps a noisy 3000 x 3000 photo under 5,243,192 bytes', async () => {
    const { data, raw } = noise(3000, 3000);
    const png = await sharp(data, raw).png({ compressionLevel: 0 }).toBuffer();
    const out = await processPhoto(png);
    expect(out.original.length).toBeLessThanOrEqual(PHOTO.maxBytes);
    expect(
      await sharp(data, raw)
        .jpeg({ quality: 100 })
        .toBuffer()
        .then((b) => b.length),
    ).toBeGreaterThan(PHOTO.maxBytes);
  }, 60_000);

  it('makes a large, a small and a thumb preview, each within its side', async () => {
    const png = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#a0522d' } })
      .png()
      .toBuffer();
    const out = await processPhoto(png);
    const sides = async (b: Buffer) =>
      sharp(b)
        .metadata()
        .then((m) => [m.format, m.width, m.height]);
    expect(await sides(out.large)).toEqual(['jpeg', 750, PREVIEW_SIDES.large]);
    expect(await sides(out.small)).toEqual(['jpeg', 360, PREVIEW_SIDES.small]);
    expect(await sides(out.thumb)).toEqual(['jpeg', 120, PREVIEW_SIDES.thumb]);
    expect(out.thumb.length).toBeLessThan(out.small.length);
  });

  it('marks the shown sizes and keeps the master unmarked, so an edit is marked once', async () => {
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#808080' } })
      .png()
      .toBuffer();
    const out = await processPhoto(png, { watermarkAlpha: 0.6 });
    // The mark sits in the lower right corner: there the master stays grey and the original does not.
    const corner = async (jpeg: Buffer) => {
      const { data } = await sharp(jpeg).extract({ left: 340, top: 340, width: 40, height: 40 }).raw().toBuffer({ resolveWithObject: true });
      return Math.max(...data.map((v) => Math.abs(v - 128)));
    };
    expect(await corner(out.master)).toBeLessThanOrEqual(3);
    expect(await corner(out.original)).toBeGreaterThan(40);
    expect((await sharp(out.master).metadata()).exif).toBeUndefined();
  });

  it('reads the size from the header alone', async () => {
    const png = await sharp({ create: { width: 64, height: 80, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    expect(await inspectPhoto(png)).toEqual({ format: 'png', width: 64, height: 80 });
  });
});
