import { PHOTO } from '@dating/rules';
import { describe, expect, it } from 'vitest';
import { checkPhotoType, checkResolution, type DecodedImage, preparePhoto, PhotoRuleError, qualitySteps, reduceToLimit, scaledSize } from './lib/prepare-photo';

const file = (name: string, type: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type });

/** A decoded image whose JPEG at quality q weighs `bytesAt(q)`; records what was drawn and tried. */
function fakeImage(width: number, height: number, bytesAt: (q: number) => number) {
  const calls = { drawn: null as null | { width: number; height: number }, qualities: [] as number[], closed: false };
  const image: DecodedImage = {
    width,
    height,
    encoder(w, h) {
      calls.drawn = { width: w, height: h };
      return async (q) => {
        calls.qualities.push(q);
        return new Blob([new Uint8Array(bytesAt(q))], { type: 'image/jpeg' });
      };
    },
    close: () => {
      calls.closed = true;
    },
  };
  return { image, calls, decode: async () => image };
}

async function refusal(work: Promise<unknown>): Promise<PhotoRuleError> {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PhotoRuleError);
  return err as PhotoRuleError;
}

describe('client-side photo rules (spec section 5)', () => {
  it('accepts png, jpg and jpeg and refuses any other type with the incorrect-extension message', () => {
    expect(checkPhotoType(file('a.png', 'image/png'))).toBeNull();
    expect(checkPhotoType(file('a.JPG', 'image/jpeg'))).toBeNull();
    expect(checkPhotoType(file('a.jpeg', 'image/pjpeg'))).toBeNull();
    expect(checkPhotoType(file('a.gif', 'image/gif'))?.message).toBe('Incorrect file extension. Allowed: png, jpg, jpeg');
    expect(checkPhotoType(file('a.jpg', 'image/svg+xml'))?.problem).toBe('photoExtension');
    expect(checkPhotoType(file('a.webp', 'image/jpeg'))?.problem).toBe('photoExtension');
  });

  it('refuses below 50 x 50 and above 10000 x 10000 with the resolution messages', () => {
    expect(checkResolution(50, 50)).toBeNull();
    expect(checkResolution(10000, 10000)).toBeNull();
    expect(checkResolution(49, 800)?.message).toBe('The minimum resolution is 50x50 pixels');
    expect(checkResolution(800, 10001)?.message).toBe('The image must be at most 10000x10000 pixels');
  });

  it('scales to 3000 on the longest side keeping the proportions; smaller photos stay as they are', () => {
    expect(scaledSize(6000, 4000)).toEqual({ width: 3000, height: 2000, scaled: true });
    expect(scaledSize(1000, 9000)).toEqual({ width: 333, height: 3000, scaled: true });
    expect(scaledSize(3000, 1200)).toEqual({ width: 3000, height: 1200, scaled: false });
  });

  it('lowers the JPEG quality by 0.1 from 1 until the photo is at most 5,243,192 bytes', async () => {
    expect(qualitySteps()).toEqual([1, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1]);
    const tried: number[] = [];
    const { blob, quality } = await reduceToLimit(async (q) => {
      tried.push(q);
      return new Blob([new Uint8Array(q > 0.7 ? PHOTO.maxBytes + 1 : PHOTO.maxBytes)]);
    });
    expect(tried).toEqual([1, 0.9, 0.8, 0.7]);
    expect(quality).toBe(0.7);
    expect(blob.size).toBe(5_243_192);
  });

  it('gives the could-not-reduce message when even quality 0.1 is too big', async () => {
    const err = await refusal(reduceToLimit(async () => new Blob([new Uint8Array(PHOTO.maxBytes + 1)])));
    expect(err.message).toBe('The image could not be reduced to the size limit');
    expect(err.problem).toBe('photoNotReduced');
  });

  it('uploads a photo that fits as it is, without re-encoding', async () => {
    const { calls, decode } = fakeImage(1200, 1600, () => 1);
    const original = file('me.png', 'image/png', 4000);
    const prepared = await preparePhoto(original, decode);
    expect(prepared).toMatchObject({ file: original, name: 'me.png', reencoded: false });
    expect(calls.drawn).toBeNull();
    expect(calls.closed).toBe(true);
  });

  it('scales a big photo to 3000 and re-encodes it as JPEG through the quality loop', async () => {
    const { calls, decode } = fakeImage(8000, 6000, (q) => (q >= 0.9 ? PHOTO.maxBytes * 2 : 2_000_000));
    const prepared = await preparePhoto(file('beach.png', 'image/png', 30_000), decode);
    expect(calls.drawn).toEqual({ width: 3000, height: 2250 });
    expect(calls.qualities).toEqual([1, 0.9, 0.8]);
    expect(prepared).toMatchObject({ name: 'beach.jpg', width: 3000, height: 2250, reencoded: true });
    expect(prepared.file.size).toBe(2_000_000);
  });

  it('re-encodes a photo of the right size but too many bytes', async () => {
    const { calls, decode } = fakeImage(2000, 2000, () => 3_000_000);
    const big = { name: 'raw.jpg', type: 'image/jpeg', size: PHOTO.maxBytes + 10 } as File;
    const prepared = await preparePhoto(big, decode);
    expect(calls.drawn).toEqual({ width: 2000, height: 2000 });
    expect(prepared.reencoded).toBe(true);
  });

  it('refuses before decoding a wrong type, and refuses unreadable or out-of-bounds images', async () => {
    let decoded = false;
    const typeErr = await refusal(
      preparePhoto(file('x.gif', 'image/gif'), async () => {
        decoded = true;
        throw new Error('no');
      }),
    );
    expect(typeErr.problem).toBe('photoExtension');
    expect(decoded).toBe(false);
    expect(
      (
        await refusal(
          preparePhoto(file('x.jpg', 'image/jpeg'), async () => {
            throw new Error('bad bytes');
          }),
        )
      ).message,
    ).toBe('The file is corrupted or is not an image');
    expect((await refusal(preparePhoto(file('x.jpg', 'image/jpeg'), fakeImage(40, 400, () => 1).decode))).problem).toBe('photoTooSmall');
    const huge = fakeImage(12000, 500, () => 1);
    expect((await refusal(preparePhoto(file('x.jpg', 'image/jpeg'), huge.decode))).problem).toBe('photoTooLarge');
    expect(huge.calls.closed).toBe(true);
  });
});
