import { describe, expect, it } from 'vitest';
import { largePhoto, thumbnail } from './thumbnail';

describe('thumbnail', () => {
  it("points an avatar's small preview to its thumb", () => {
    expect(thumbnail('/media/photos/15/small')).toBe('/media/photos/15/thumb');
  });

  it('keeps every other URL, and no URL, as they are', () => {
    expect(thumbnail('/media/photos/15/large')).toBe('/media/photos/15/large');
    expect(thumbnail('/media/photos/15/small?v=member%3A1&exp=1&sig=x')).toBe('/media/photos/15/small?v=member%3A1&exp=1&sig=x');
    expect(thumbnail('https://cdn.example.com/media/photos/15/small')).toBe('https://cdn.example.com/media/photos/15/small');
    expect(thumbnail(null)).toBeNull();
    expect(thumbnail(undefined)).toBeUndefined();
  });
});

describe('largePhoto', () => {
  it("points an avatar's small preview to its large one, and keeps any other URL", () => {
    expect(largePhoto('/media/photos/15/small')).toBe('/media/photos/15/large');
    expect(largePhoto('https://cdn.example.com/media/photos/15/small')).toBe('https://cdn.example.com/media/photos/15/small');
    expect(largePhoto(null)).toBeNull();
  });
});
