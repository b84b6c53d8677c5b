import { afterEach, describe, expect, it, vi } from 'vitest';
import { capturePoster, posterTime, usableDuration } from './lib/capture-poster';

afterEach(() => vi.restoreAllMocks());

/**
 * jsdom decodes no video: this <video> plays the browser's part, saying `length` seconds once
 * loaded, and (as a browser's own recording does) Infinity until seeked past its end when
 * `recorded`. It has no picture, so no still comes of it.
 */
function fakeVideoElement(length: number, recorded = false) {
  const create = document.createElement.bind(document);
  vi.spyOn(document, 'createElement').mockImplementation((tag: string, options?: ElementCreationOptions) => {
    const element = create(tag, options);
    if (tag !== 'video') return element;
    let known = !recorded;
    let time = 0;
    Object.defineProperty(element, 'duration', { get: () => (known ? length : Number.POSITIVE_INFINITY) });
    Object.defineProperty(element, 'currentTime', {
      get: () => time,
      set: (value: number) => {
        time = Math.min(value, length);
        if (value > length && !known) {
          known = true;
          element.dispatchEvent(new Event('durationchange'));
        }
        setTimeout(() => element.dispatchEvent(new Event('seeked')));
      },
    });
    Object.defineProperty(element, 'src', { set: () => setTimeout(() => element.dispatchEvent(new Event('loadeddata'))) });
    return element;
  });
}

describe('the video poster taken in the browser', () => {
  it('is taken 10% into the video, at most at 1 s; at the start when the length is unknown', () => {
    expect(posterTime(2.5)).toBe(0.25);
    expect(posterTime(60)).toBe(1);
    expect(posterTime(Number.POSITIVE_INFINITY)).toBe(0);
    expect(posterTime(Number.NaN)).toBe(0);
  });

  it('answers no poster when the browser gives no frame in time, so the video goes without one', async () => {
    // jsdom decodes no video: nothing loads, the time limit answers.
    expect(await capturePoster(new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], { type: 'video/webm' }), 50)).toEqual({ poster: null, duration: null });
  });

  it("reports the video's length for the upload: as the browser says, or found at the end of a browser's own recording", async () => {
    fakeVideoElement(12.5);
    expect(await capturePoster(new Blob(['x'], { type: 'video/mp4' }), 2000)).toEqual({ poster: null, duration: 12.5 });
    vi.restoreAllMocks();
    fakeVideoElement(7.25, true);
    expect(await capturePoster(new Blob(['x'], { type: 'video/webm' }), 2000)).toEqual({ poster: null, duration: 7.25 });
  });

  it('sends only a length the server takes: finite, above 0, at most six hours', () => {
    expect(usableDuration(12.5)).toBe(12.5);
    expect(usableDuration(6 * 3600)).toBe(6 * 3600);
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, 6 * 3600 + 1]) expect(usableDuration(bad)).toBeNull();
  });
});
