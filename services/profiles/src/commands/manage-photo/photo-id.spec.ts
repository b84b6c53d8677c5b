import { SiteError } from '@dating/platform';
import { describe, expect, it } from 'vitest';
import { photoIdOf } from './photo-id.js';

const codeOf = (body: Record<string, unknown>, field?: string) => {
  try {
    photoIdOf(body, field);
    return 0;
  } catch (err) {
    return (err as SiteError).code;
  }
};

describe('photoIdOf', () => {
  it('reads a positive id given as a number or a text of digits', () => {
    expect(photoIdOf({ photo_id: 23 })).toBe('23');
    expect(photoIdOf({ video_id: '7' }, 'video_id')).toBe('7');
  });

  it('answers 10001 when missing and 10002 for anything else, lists whose text is digits included', () => {
    expect(codeOf({})).toBe(10001);
    expect(codeOf({ photo_id: '' })).toBe(10001);
    expect(() => photoIdOf({}, 'video_id')).toThrow(
      expect.objectContaining({ desc: 'The video_id field is required', details: { video_id: ['The video_id field is required'] } }),
    );
    for (const photo_id of [[23], [[[[1]]]], { id: 23 }, true, 0, -1, 1.5, '0x10', '1e3', ' 1'])
      expect(codeOf({ photo_id }), JSON.stringify(photo_id)).toBe(10002);
  });
});
