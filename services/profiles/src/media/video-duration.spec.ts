import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VIDEO } from '@dating/rules';
import { describe, expect, it } from 'vitest';
import { box, u32, u64 } from '../testing/mp4.js';
import { headerDuration } from './video-duration.js';

const FIXTURES = resolve(dirname(fileURLToPath(import.meta.url)), '../../fixtures/demo-videos');
const demoClips = ['demo-clip-sunset', 'demo-clip-sea'].map((name) => readFileSync(`${FIXTURES}/${name}.webm`));

// --- a minimal MP4: ftyp, then moov with its mvhd (and whatever else a test wants) ---------------
const ftyp = box('ftyp', Buffer.from('isom', 'latin1'), u32(0x200), Buffer.from('isomiso2mp41', 'latin1'));
/** `mvhd` version 0: times, timescale, duration, then the rest of a real header (rate, volume, matrix, next track id). */
const mvhd0 = (timescale: number, duration: number) => box('mvhd', u32(0), u32(0), u32(0), u32(timescale), u32(duration), Buffer.alloc(80));
const mvhd1 = (timescale: number, duration: bigint) => box('mvhd', u32(0x01000000), u64(0n), u64(0n), u32(timescale), u64(duration), Buffer.alloc(80));
const mp4 = (...moov: Buffer[]) => Buffer.concat([ftyp, box('moov', ...moov)]);

// --- a minimal WebM: EBML header, Segment, Info (TimecodeScale, Duration), a Cluster ------------------
const ebmlSize = (n: number) => Buffer.concat([Buffer.from([0x01, 0]), Buffer.from(u64(BigInt(n)).subarray(2))]);
const el = (id: string, ...body: Buffer[]) => {
  const payload = Buffer.concat(body);
  return Buffer.concat([Buffer.from(id, 'hex'), ebmlSize(payload.length), payload]);
};
const uintEl = (id: string, n: number) => el(id, u64(BigInt(n)));
const floatEl = (id: string, x: number) => {
  const b = Buffer.alloc(8);
  b.writeDoubleBE(x);
  return el(id, b);
};
const EBML_HEADER = el('1a45dfa3', el('4282', Buffer.from('webm')));
const UNKNOWN_SIZE = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
const cluster = el('1f43b675', uintEl('e7', 0), el('a3', Buffer.alloc(64, 7)));
const webm = (info: Buffer[], options: { liveSegment?: boolean } = {}) => {
  const children = Buffer.concat([el('1549a966', ...info), cluster]);
  const segment = options.liveSegment
    ? Buffer.concat([Buffer.from('18538067', 'hex'), UNKNOWN_SIZE, children])
    : Buffer.concat([Buffer.from('18538067', 'hex'), ebmlSize(children.length), children]);
  return Buffer.concat([EBML_HEADER, segment]);
};

/** A small deterministic PRNG for the mutation runs. */
const random = (seed: number) => () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x80000000;

describe('a video duration read from the container header (nothing decoded)', () => {
  it('reads the demo WebM clips: Segment Info Duration 2500 ticks of 1 ms', () => {
    for (const clip of demoClips) expect(headerDuration(clip, 'video/webm')).toBe(2.5);
  });

  it('reads an MP4 movie header, version 0 and version 1, moov before or after the media data', () => {
    expect(headerDuration(mp4(mvhd0(1000, 12_345)), 'video/mp4')).toBe(12.345);
    expect(headerDuration(mp4(mvhd1(90_000, 90_000n * 75n)), 'video/mp4')).toBe(75);
    // A camera's file: the media first (here with a 64-bit size), the movie header at the end.
    const media = Buffer.concat([u32(1), Buffer.from('mdat', 'latin1'), u64(16n + 4096n), Buffer.alloc(4096, 0xee)]);
    expect(headerDuration(Buffer.concat([ftyp, box('free'), media, box('moov', mvhd0(600, 600 * 42))]), 'video/mp4')).toBe(42);
    // Other boxes around mvhd inside moov are walked past.
    expect(headerDuration(mp4(box('udta', Buffer.alloc(20)), mvhd0(25, 250), box('trak', Buffer.alloc(300))), 'video/mp4')).toBe(10);
  });

  it('takes a fragmented MP4 length from mvex/mehd when mvhd says 0', () => {
    const mehd = box('mehd', u32(0), u32(48_000 * 9));
    expect(headerDuration(mp4(mvhd0(48_000, 0), box('mvex', mehd)), 'video/mp4')).toBe(9);
    expect(headerDuration(mp4(mvhd0(48_000, 0)), 'video/mp4')).toBeNull();
  });

  it('reads a float32 Duration and another TimecodeScale', () => {
    const f32 = Buffer.alloc(4);
    f32.writeFloatBE(1500);
    expect(headerDuration(webm([uintEl('2ad7b1', 10_000_000), el('4489', f32)]), 'video/webm')).toBe(15);
  });

  it('answers null when the header has no duration: a live-recorded WebM, an unknown or zero MP4 duration, a zero timescale', () => {
    expect(headerDuration(webm([uintEl('2ad7b1', 1_000_000), el('4d80', Buffer.from('Chrome'))], { liveSegment: true }), 'video/webm')).toBeNull();
    expect(headerDuration(webm([uintEl('2ad7b1', 1_000_000), floatEl('4489', 3200)], { liveSegment: true }), 'video/webm')).toBe(3.2);
    expect(headerDuration(mp4(mvhd0(1000, 0xffff_ffff)), 'video/mp4')).toBeNull();
    expect(headerDuration(mp4(mvhd1(1000, 0xffff_ffff_ffff_ffffn)), 'video/mp4')).toBeNull();
    expect(headerDuration(mp4(mvhd0(0, 5000)), 'video/mp4')).toBeNull();
    expect(headerDuration(ftyp, 'video/mp4')).toBeNull();
    expect(headerDuration(Buffer.alloc(0), 'video/webm')).toBeNull();
  });

  it('takes no duration beyond the plausible maximum, nor a negative, infinite or NaN one', () => {
    expect(headerDuration(mp4(mvhd0(1, VIDEO.maxDurationSeconds + 1)), 'video/mp4')).toBeNull();
    expect(headerDuration(mp4(mvhd0(1, VIDEO.maxDurationSeconds)), 'video/mp4')).toBe(VIDEO.maxDurationSeconds);
    for (const x of [-5000, Number.POSITIVE_INFINITY, Number.NaN, 1e300])
      expect(headerDuration(webm([uintEl('2ad7b1', 1_000_000), floatEl('4489', x)]), 'video/webm')).toBeNull();
  });

  it('never trusts a size past the buffer: a truncated upload answers what its header still holds, or null, and never throws', () => {
    const samples: [Buffer, 'video/mp4' | 'video/webm', number][] = [
      [demoClips[0]!, 'video/webm', 2.5],
      [mp4(mvhd1(1000, 3000n), box('trak', Buffer.alloc(64))), 'video/mp4', 3],
    ];
    for (const [bytes, type, whole] of samples) {
      const wrong: number[] = [];
      for (let cut = 0; cut <= bytes.length; cut++) {
        const found = headerDuration(bytes.subarray(0, cut), type);
        if (found !== null && found !== whole) wrong.push(cut);
      }
      expect(wrong).toEqual([]);
      // Cut just after the header: the moov (or Segment) says it is longer than the file, and still answers.
      expect(headerDuration(bytes.subarray(0, type === 'video/mp4' ? ftyp.length + 8 + 120 : 200), type)).toBe(whole);
    }
  });

  it('walks hostile sizes safely: huge, zero, smaller than a header, an endless 64-bit size', () => {
    const huge = mp4(mvhd0(1000, 7000));
    huge.writeUInt32BE(0xffff_fff0, ftyp.length); // moov claims 4 GB: cut at the end of the buffer
    expect(headerDuration(huge, 'video/mp4')).toBe(7);
    const hugeMvhd = mp4(mvhd0(1000, 7000));
    hugeMvhd.writeUInt32BE(0xffff_fff0, ftyp.length + 8); // mvhd past its moov: not read
    expect(headerDuration(hugeMvhd, 'video/mp4')).toBeNull();
    const hugeMedia = Buffer.concat([ftyp, u32(0xffff_ff00), Buffer.from('mdat', 'latin1'), Buffer.alloc(100), box('moov', mvhd0(1000, 7000))]);
    expect(headerDuration(hugeMedia, 'video/mp4')).toBeNull();
    const endless = Buffer.concat([ftyp, u32(1), Buffer.from('mdat', 'latin1'), u64(0xffff_ffff_ffff_ffffn), box('moov', mvhd0(1000, 7000))]);
    expect(headerDuration(endless, 'video/mp4')).toBeNull();
    const tiny = mp4(mvhd0(1000, 7000));
    tiny.writeUInt32BE(3, ftyp.length + 8); // smaller than its own header: the walk stops
    expect(headerDuration(tiny, 'video/mp4')).toBeNull();
    const toEnd = mp4(mvhd0(1000, 7000));
    toEnd.writeUInt32BE(0, ftyp.length); // size 0: "to the end of the file"
    expect(headerDuration(toEnd, 'video/mp4')).toBe(7);
    // EBML: an ID or size whose first byte is 0 (longer than allowed), a size past the end.
    expect(headerDuration(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x00, 0x00]), 'video/webm')).toBeNull();
    const longInfo = webm([uintEl('2ad7b1', 1_000_000), floatEl('4489', 4000)]);
    const infoSizeAt = longInfo.indexOf(Buffer.from('1549a966', 'hex')) + 4;
    Buffer.from([0x01, 0x00, 0xff, 0xff, 0xff, 0xff, 0xff, 0x00]).copy(longInfo, infoSizeAt); // Info claims a terabyte
    expect(headerDuration(longInfo, 'video/webm')).toBe(4);
  });

  it('stops after a bounded walk: a file of a million tiny elements or boxes answers at once', () => {
    const voids = Buffer.alloc(2_000_000);
    for (let i = 0; i < voids.length; i += 2) voids.set([0xec, 0x80], i); // empty Void elements
    const liveWithVoids = Buffer.concat([EBML_HEADER, Buffer.from('18538067', 'hex'), UNKNOWN_SIZE, voids, el('1549a966', floatEl('4489', 1000))]);
    const emptyBoxes = Buffer.alloc(8_000_000);
    for (let i = 0; i < emptyBoxes.length; i += 8) emptyBoxes.set([0, 0, 0, 8, 0x66, 0x72, 0x65, 0x65], i); // empty 'free' boxes
    const started = performance.now();
    expect(headerDuration(liveWithVoids, 'video/webm')).toBeNull();
    expect(headerDuration(Buffer.concat([ftyp, emptyBoxes, box('moov', mvhd0(1000, 7000))]), 'video/mp4')).toBeNull();
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('survives random corruption of real headers: never throws, answers null or a plausible number', () => {
    const next = random(20261126);
    const samples: [Buffer, 'video/mp4' | 'video/webm'][] = [
      [demoClips[1]!.subarray(0, 600), 'video/webm'],
      [mp4(mvhd1(1000, 3000n), box('mvex', box('mehd', u32(0), u32(1)))), 'video/mp4'],
    ];
    for (const [original, type] of samples) {
      for (let round = 0; round < 1500; round++) {
        const bytes = Buffer.from(original);
        const flips = 1 + Math.floor(next() * 6);
        for (let f = 0; f < flips; f++) bytes[Math.floor(next() * bytes.length)] = Math.floor(next() * 256);
        const found = headerDuration(bytes, type);
        if (found !== null) expect(found > 0 && found <= VIDEO.maxDurationSeconds).toBe(true);
      }
    }
  });
});
