import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PORTRAIT_HEIGHT, PORTRAIT_WIDTH, portraitSvg } from './demo-portrait.js';
import { SeededRandom } from './profile-generator.js';

describe('demo portraits', () => {
  it('wear the hair and eye colours of the profile', () => {
    const svg = portraitSvg(new SeededRandom(1), { sex: 'woman', hairColor: 'redhead', eyesColor: 'blue' });
    expect(svg).toContain('fill="#a2452a"');
    expect(svg).toContain('stop-color="#4a7fb5"');
    expect(svg).not.toContain('#d9b26f');
  });

  it("draw a man's dyed hair grey, and a man without a lady's lips", () => {
    const svg = portraitSvg(new SeededRandom(2), { sex: 'man', hairColor: 'colored', eyesColor: 'green' });
    expect(svg).toContain('fill="#8a8580"');
    expect(svg).toContain('stop-color="#4f8a4a"');
    expect(svg).not.toMatch(/#c9566b|#b84a5a|#d46a78|#a8454f/);
  });

  it('are the same for the same seed and differ for another', () => {
    const look = { sex: 'woman', hairColor: 'blond', eyesColor: 'gray' } as const;
    expect(portraitSvg(new SeededRandom(7), look)).toBe(portraitSvg(new SeededRandom(7), look));
    expect(portraitSvg(new SeededRandom(8), look)).not.toBe(portraitSvg(new SeededRandom(7), look));
  });

  it('render to an image of the portrait size', async () => {
    const svg = portraitSvg(new SeededRandom(3), { sex: 'woman', hairColor: 'brunette', eyesColor: 'brown' });
    const { info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([PORTRAIT_WIDTH, PORTRAIT_HEIGHT]);
  });
});
