import { VIDEO } from '@dating/rules';

/**
 * A video's duration read from its container header, without decoding anything (the server never
 * decodes an uploaded video): for MP4/MOV the movie header (`moov/mvhd`: timescale and duration,
 * version 0 or 1; a fragmented file's `moov/mvex/mehd` when `mvhd` says 0), for WebM/Matroska the
 * Segment Info's `Duration` times its `TimecodeScale`.
 *
 * Only headers are read: boxes and elements are walked by their declared sizes and media data
 * (`mdat`, clusters) is skipped, never read. The file is hostile until proven otherwise: every size
 * is checked against the buffer (a size past the end stops the walk, except for the container we
 * are inside, which is cut at the end of the buffer so a truncated file still answers), the walk
 * takes at most `MAX_STEPS` boxes or elements, and nothing throws. Anything unreadable, absent,
 * zero, "unknown" (all ones) or beyond `VIDEO.maxDurationSeconds` answers null: the upload then
 * keeps the uploader's browser's value, or none.
 */
export function headerDuration(bytes: Uint8Array, contentType: 'video/mp4' | 'video/webm'): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const budget = { steps: MAX_STEPS };
  try {
    return plausible(contentType === 'video/mp4' ? mp4Duration(view, budget) : matroskaDuration(view, budget));
  } catch {
    // A DataView read past the end (a bug here, not a file's fault) must not fail the upload.
    return null;
  }
}

/** Boxes or elements walked at most, in all: a header has a few dozen; a hostile file of tiny ones stops here. */
export const MAX_STEPS = 10_000;

export type Budget = { steps: number };

function plausible(seconds: number | null): number | null {
  return seconds !== null && Number.isFinite(seconds) && seconds > 0 && seconds <= VIDEO.maxDurationSeconds ? seconds : null;
}

// --- ISO base media (MP4, MOV) -------------------------------------------------------------------

export interface Box {
  type: string;
  /** Where the box starts (its size, then its type). */
  start: number;
  /** Where its payload starts and ends (the end cut at the container's end when `clip`). */
  body: number;
  end: number;
}

/** The boxes between `start` and `end`, by their declared sizes; a box past `end` ends the walk unless `clip` (then it is cut at `end`). */
export function* boxes(view: DataView, start: number, end: number, budget: Budget, clip: (type: string) => boolean): Generator<Box> {
  let at = start;
  while (at + 8 <= end && budget.steps-- > 0) {
    let size = view.getUint32(at);
    const type = fourCc(view, at + 4);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) return;
      const large = view.getBigUint64(at + 8);
      size = large > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(large);
      header = 16;
    } else if (size === 0) {
      size = end - at; // "to the end of the file"
    }
    if (size < header) return;
    const boxEnd = at + size;
    if (boxEnd > end && !clip(type)) return;
    yield { type, start: at, body: at + header, end: Math.min(boxEnd, end) };
    if (boxEnd >= end) return;
    at = boxEnd;
  }
}

function fourCc(view: DataView, at: number): string {
  return String.fromCharCode(view.getUint8(at), view.getUint8(at + 1), view.getUint8(at + 2), view.getUint8(at + 3));
}

function mp4Duration(view: DataView, budget: Budget): number | null {
  for (const top of boxes(view, 0, view.byteLength, budget, (type) => type === 'moov')) {
    if (top.type !== 'moov') continue;
    let timescale = 0;
    let movie: number | null = null;
    let fragments: bigint | null = null;
    for (const box of boxes(view, top.body, top.end, budget, (type) => type === 'mvex')) {
      if (box.type === 'mvhd') {
        const header = movieHeader(view, box);
        if (!header) return null;
        ({ timescale } = header);
        movie = header.duration;
      } else if (box.type === 'mvex') {
        for (const inner of boxes(view, box.body, box.end, budget, () => false)) {
          if (inner.type === 'mehd') fragments = fullBoxNumber(view, inner, 0);
        }
      }
    }
    if (!timescale) return null;
    if (movie !== null && movie > 0) return movie / timescale;
    // A fragmented MP4 says 0 in `mvhd`; its `mehd` holds the whole length, in the same timescale.
    if (fragments !== null && fragments > 0n && fragments !== ALL_ONES_64) return Number(fragments) / timescale;
    return null;
  }
  return null;
}

const ALL_ONES_64 = 0xffff_ffff_ffff_ffffn;

/** `mvhd`: version 0 (32-bit times and duration) or 1 (64-bit), then the timescale and the duration; an all-ones duration is "unknown". */
function movieHeader(view: DataView, box: Box): { timescale: number; duration: number | null } | null {
  const version = box.body < box.end ? view.getUint8(box.body) : -1;
  if (version === 0 && box.body + 20 <= box.end) {
    const duration = view.getUint32(box.body + 16);
    return { timescale: view.getUint32(box.body + 12), duration: duration === 0xffff_ffff ? null : duration };
  }
  if (version === 1 && box.body + 32 <= box.end) {
    const duration = view.getBigUint64(box.body + 24);
    return { timescale: view.getUint32(box.body + 20), duration: duration === ALL_ONES_64 ? null : Number(duration) };
  }
  return null;
}

/** A full box's first field after version and flags: 32 bits in version 0, 64 in version 1. */
function fullBoxNumber(view: DataView, box: Box, offset: number): bigint | null {
  const version = box.body < box.end ? view.getUint8(box.body) : -1;
  const at = box.body + 4 + offset;
  if (version === 0 && at + 4 <= box.end) return BigInt(view.getUint32(at));
  if (version === 1 && at + 8 <= box.end) return view.getBigUint64(at);
  return null;
}

// --- EBML (WebM, Matroska) -----------------------------------------------------------------------

const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const CLUSTER = 0x1f43b675;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;

interface Element {
  id: number;
  body: number;
  /** Its end: cut at the container's end when its size is unknown or runs past it. */
  end: number;
  /** Its size was "unknown" (all ones, a live recording's Segment or Cluster) or ran past the buffer. */
  open: boolean;
}

/**
 * A variable-length integer at `at`: its length from the leading zeros of the first byte (1 to
 * `maxLength` bytes). `marker` keeps the length bit (element IDs do); without it, all value bits
 * set means "unknown" (sizes).
 */
function vint(view: DataView, at: number, end: number, maxLength: number, marker: boolean): { value: number; length: number; unknown: boolean } | null {
  if (at >= end) return null;
  const first = view.getUint8(at);
  const length = first === 0 ? 9 : Math.clz32(first) - 23;
  if (length > maxLength || at + length > end) return null;
  let value = marker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = view.getUint8(at + i);
    allOnes &&= byte === 0xff;
    value = value * 256 + byte; // numbers, not bit operations: up to 2^56 fits a double exactly enough for a size
  }
  return { value, length, unknown: !marker && allOnes };
}

/** The elements between `start` and `end`; an unknown or overlong size is cut at `end` and ends the walk after it. */
function* elements(view: DataView, start: number, end: number, budget: Budget): Generator<Element> {
  let at = start;
  while (at < end && budget.steps-- > 0) {
    const id = vint(view, at, end, 4, true);
    if (!id) return;
    const size = vint(view, at + id.length, end, 8, false);
    if (!size) return;
    const body = at + id.length + size.length;
    const open = size.unknown || body + size.value > end;
    yield { id: id.value, body, end: open ? end : body + size.value, open };
    if (open) return;
    at = body + size.value;
  }
}

function matroskaDuration(view: DataView, budget: Budget): number | null {
  for (const top of elements(view, 0, view.byteLength, budget)) {
    // The EBML header, and anything else before the Segment (a Void), is stepped over by its size.
    if (top.id !== SEGMENT) continue;
    for (const child of elements(view, top.body, top.end, budget)) {
      if (child.id === INFO) return segmentInfoDuration(view, child, budget);
      // Info comes before the media: at the first cluster (or anything whose end is not known) there is none to find.
      if (child.id === CLUSTER || child.open) return null;
    }
    return null;
  }
  return null;
}

function segmentInfoDuration(view: DataView, info: Element, budget: Budget): number | null {
  let scale = 1_000_000; // nanoseconds a tick: Matroska's default
  let ticks: number | null = null;
  for (const el of elements(view, info.body, info.end, budget)) {
    // Cut off by the end of the buffer: what came before it still counts.
    if (el.open) break;
    const length = el.end - el.body;
    if (el.id === TIMECODE_SCALE) {
      if (length < 1 || length > 8) return null;
      let value = 0;
      for (let i = 0; i < length; i++) value = value * 256 + view.getUint8(el.body + i);
      scale = value;
    } else if (el.id === DURATION) {
      if (length === 4) ticks = view.getFloat32(el.body);
      else if (length === 8) ticks = view.getFloat64(el.body);
      else return null;
    }
  }
  if (ticks === null || !(scale > 0)) return null;
  return (ticks * scale) / 1e9;
}
