import { describe, expect, it } from 'vitest';
import { capturePoster, posterTime } from './lib/capture-poster';

describe('the video poster taken in the browser', () => {
  it('is taken 10% into the video, at most at 1 s; at the start when the length is unknown', () => {
    expect(posterTime(2.5)).toBe(0.25);
    expect(posterTime(60)).toBe(1);
    expect(posterTime(Number.POSITIVE_INFINITY)).toBe(0);
    expect(posterTime(Number.NaN)).toBe(0);
  });

  it('answers null when the browser gives no frame in time, so the video goes without one', async () => {
    // jsdom decodes no video: nothing loads, the time limit answers.
    expect(await capturePoster(new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], { type: 'video/webm' }), 50)).toBeNull();
  });
});
