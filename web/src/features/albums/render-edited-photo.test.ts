import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderEditedPhoto } from './lib/render-edited-photo';

/**
 * jsdom has no canvas: a recording one follows the transforms and tells where the picture's
 * corners land, so the turn and the crop are checked without a browser.
 */
function stubCanvas(natural: { width: number; height: number }) {
  const drawn: { canvas: { width: number; height: number }; topLeft: number[]; bottomRight: number[] }[] = [];
  class FakeImage {
    src = '';
    naturalWidth = natural.width;
    naturalHeight = natural.height;
    decode = () => Promise.resolve();
  }
  vi.stubGlobal('Image', FakeImage);
  const create = document.createElement.bind(document);
  vi.spyOn(document, 'createElement').mockImplementation(((tag: string) => {
    if (tag !== 'canvas') return create(tag);
    const canvas = { width: 0, height: 0, getContext: () => context, toBlob: (done: (b: Blob) => void) => done(new Blob(['x'], { type: 'image/jpeg' })) };
    // The current transform [a b c d e f]: x' = a x + c y + e, y' = b x + d y + f.
    let m = [1, 0, 0, 1, 0, 0];
    const then = (n: number[]) => {
      m = [
        m[0]! * n[0]! + m[2]! * n[1]!,
        m[1]! * n[0]! + m[3]! * n[1]!,
        m[0]! * n[2]! + m[2]! * n[3]!,
        m[1]! * n[2]! + m[3]! * n[3]!,
        m[0]! * n[4]! + m[2]! * n[5]! + m[4]!,
        m[1]! * n[4]! + m[3]! * n[5]! + m[5]!,
      ];
    };
    const at = (x: number, y: number) => [m[0]! * x + m[2]! * y + m[4]!, m[1]! * x + m[3]! * y + m[5]!].map((v) => Math.round(v) + 0); // + 0: no -0
    const context = {
      fillStyle: '',
      imageSmoothingQuality: '',
      fillRect: () => undefined,
      scale: (x: number, y: number) => then([x, 0, 0, y, 0, 0]),
      translate: (x: number, y: number) => then([1, 0, 0, 1, x, y]),
      rotate: (r: number) => then([Math.cos(r), Math.sin(r), -Math.sin(r), Math.cos(r), 0, 0]),
      drawImage: (img: FakeImage, x: number, y: number) =>
        drawn.push({ canvas: { width: canvas.width, height: canvas.height }, topLeft: at(x, y), bottomRight: at(x + img.naturalWidth, y + img.naturalHeight) }),
    };
    return canvas as unknown as HTMLCanvasElement;
  }) as typeof document.createElement);
  return drawn;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('renderEditedPhoto: the picture turned and cut on a canvas', () => {
  it('turned right, the whole picture: the canvas is sideways and the top left corner lands top right', async () => {
    const drawn = stubCanvas({ width: 800, height: 1000 });
    const blob = await renderEditedPhoto('/media/photos/5/original', 90, null);
    expect(blob.type).toBe('image/jpeg');
    expect(drawn).toEqual([{ canvas: { width: 1000, height: 800 }, topLeft: [1000, 0], bottomRight: [0, 800] }]);
  });

  it('turned left and cropped: only the area (in pixels of the turned picture) is on the canvas', async () => {
    const drawn = stubCanvas({ width: 800, height: 1000 });
    await renderEditedPhoto('/p', -90, { x: 100, y: 50, width: 400.4, height: 500 });
    // Turned left, the top left corner goes to the bottom left (0, 800), moved by the crop's corner.
    expect(drawn).toEqual([{ canvas: { width: 400, height: 500 }, topLeft: [-100, 750], bottomRight: [900, -50] }]);
  });

  it('a crop below 50 x 50 is refused with the spec message before anything is drawn', async () => {
    const drawn = stubCanvas({ width: 800, height: 1000 });
    await expect(renderEditedPhoto('/p', 0, { x: 0, y: 0, width: 40, height: 40 })).rejects.toMatchObject({ problem: 'photoTooSmall' });
    expect(drawn).toEqual([]);
  });
});
