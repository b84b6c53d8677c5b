import { describe, expect, it } from 'vitest';
import { box, u32 } from '../testing/mp4.js';
import { headerDuration } from './video-duration.js';
import { blankMp4Metadata } from './video-metadata.js';

/** A box with the 64-bit size form (size field 1, then the size). */
const largeBox = (type: string, ...body: Buffer[]) => {
  const payload = Buffer.concat(body);
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(16 + payload.length));
  return Buffer.concat([u32(1), Buffer.from(type, 'latin1'), size, payload]);
};
const text = (s: string) => Buffer.from(s, 'latin1');
const ftyp = box('ftyp', text('isom'), u32(0x200), text('isomiso2mp41'));
const mvhd = box('mvhd', u32(0), u32(0), u32(0), u32(1000), u32(12_000), Buffer.alloc(80));
const GPS = '+55.7558+037.6173+150.000/';
const pictures = box('mdat', Buffer.alloc(64, 0xab));

/** A phone's MP4: location and camera in the movie's and a track's user data, Apple's metadata, XMP at the top. */
const phoneVideo = () =>
  Buffer.concat([
    ftyp,
    largeBox('uuid', text('XMP xmp:GPSLatitude 55.7558')),
    box(
      'moov',
      mvhd,
      box('udta', box('\u00a9xyz', text(GPS)), box('\u00a9mak', text('ProbeCam'))),
      box('meta', text('com.apple.quicktime.location.ISO6709 ' + GPS)),
      box('trak', box('tkhd', Buffer.alloc(84)), box('udta', text('track ' + GPS)), box('mdia', Buffer.alloc(32))),
    ),
    pictures,
  ]);

describe('blankMp4Metadata', () => {
  it('turns every metadata box into free space of the same size: no location or camera left, the pictures and the length untouched', () => {
    const video = phoneVideo();
    const before = Buffer.from(video);
    expect(blankMp4Metadata(video)).toBe(4);
    expect(video.length).toBe(before.length);
    const latin = video.toString('latin1');
    for (const secret of ['55.7558', 'ProbeCam', 'apple.quicktime', 'XMP']) expect(latin).not.toContain(secret);
    expect(latin.match(/free/g)).toHaveLength(4);
    // What plays stays: the header's duration, the track's other boxes, the media data byte for byte.
    expect(headerDuration(video, 'video/mp4')).toBe(12);
    expect(latin).toContain('tkhd');
    expect(latin).toContain('mdia');
    expect(video.subarray(video.length - pictures.length)).toEqual(pictures);
  });

  it('leaves a video without metadata as it was, and a truncated or hostile one without throwing', () => {
    const clean = Buffer.concat([ftyp, box('moov', mvhd), pictures]);
    const copy = Buffer.from(clean);
    expect(blankMp4Metadata(clean)).toBe(0);
    expect(clean).toEqual(copy);
    const truncated = phoneVideo().subarray(0, 90);
    expect(() => blankMp4Metadata(truncated)).not.toThrow();
    expect(blankMp4Metadata(Buffer.from([0, 0, 0, 1, 0x75, 0x64, 0x74, 0x61]))).toBe(0);
  });
});
