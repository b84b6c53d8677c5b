import { type Box, boxes, MAX_STEPS } from './video-duration.js';

/** Boxes that hold an MP4's descriptive metadata (where and with what it was filmed), never its pictures or sound. */
const METADATA = new Set(['udta', 'meta', 'uuid', 'XMP_']);

/**
 * Blanks an MP4's (or MOV's) metadata in place: the user data and metadata boxes at the top, in
 * the movie and in each track (`udta` with its ©xyz location and ©mak camera, Apple's `meta` with
 * com.apple.quicktime.location, a top-level `uuid` carrying XMP, GoPro's and others' GPS) are
 * turned into `free` boxes of the same size with their bytes zeroed. Sizes do not change, so the
 * chunk offsets into `mdat` stay right and the file plays as before; the server still decodes
 * nothing. Answers how many boxes were blanked. WebM is stored as sent (browsers record it
 * without a location).
 */
export function blankMp4Metadata(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const budget = { steps: MAX_STEPS };
  const whole = (type: string) => type === 'moov' || type === 'trak';
  let blanked = 0;
  const blank = (box: Box) => {
    bytes.set([0x66, 0x72, 0x65, 0x65], box.start + 4); // "free"
    bytes.fill(0, box.body, box.end);
    blanked++;
  };
  try {
    for (const top of boxes(view, 0, view.byteLength, budget, whole)) {
      if (METADATA.has(top.type)) blank(top);
      else if (top.type === 'moov') {
        for (const inMovie of boxes(view, top.body, top.end, budget, whole)) {
          if (METADATA.has(inMovie.type)) blank(inMovie);
          else if (inMovie.type === 'trak')
            for (const inTrack of boxes(view, inMovie.body, inMovie.end, budget, () => false)) if (METADATA.has(inTrack.type)) blank(inTrack);
        }
      }
    }
  } catch {
    // A read past the end is a bug here, not the file's fault: what was blanked stays blanked.
  }
  return blanked;
}
