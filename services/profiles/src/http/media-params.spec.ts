import { SiteError } from '@dating/platform';
import { describe, expect, it } from 'vitest';
import { albumNameOf, mediaPageOf } from './media-params.js';

const failure = (run: () => unknown) => {
  try {
    run();
  } catch (err) {
    return err instanceof SiteError ? { code: err.code, desc: err.desc } : err;
  }
  return null;
};

describe('mediaPageOf', () => {
  it('takes the default limit and offset 0 when absent or empty', () => {
    expect(mediaPageOf({}, 12)).toEqual({ limit: 12, offset: 0 });
    expect(mediaPageOf({ limit: '', offset: '' }, 7)).toEqual({ limit: 7, offset: 0 });
    expect(mediaPageOf({ limit: '100', offset: 5 }, 12)).toEqual({ limit: 100, offset: 5 });
  });

  it('refuses a limit outside 1 to 100 and a negative or fractional offset (10002)', () => {
    expect(failure(() => mediaPageOf({ limit: 0 }, 12))).toEqual({ code: 10002, desc: 'limit must be between 1 and 100' });
    expect(failure(() => mediaPageOf({ limit: 101 }, 12))).toEqual({ code: 10002, desc: 'limit must be between 1 and 100' });
    expect(failure(() => mediaPageOf({ offset: -1 }, 12))).toEqual({ code: 10002, desc: 'offset must be 0 or more' });
    expect(failure(() => mediaPageOf({ offset: 1.5 }, 12))).toEqual({ code: 10002, desc: 'offset must be 0 or more' });
  });

  it('takes a number or a text of digits only: hex, exponents, spaces, booleans and lists are 10002', () => {
    for (const limit of ['0x10', '1e1', ' 5 ', true, [[[3]]], [5]])
      expect(
        failure(() => mediaPageOf({ limit }, 12)),
        JSON.stringify(limit),
      ).toEqual({ code: 10002, desc: 'limit must be between 1 and 100' });
    expect(failure(() => mediaPageOf({ offset: [1] }, 12))).toEqual({ code: 10002, desc: 'offset must be 0 or more' });
  });
});

describe('albumNameOf', () => {
  it('is `all` when absent, the album when known', () => {
    expect(albumNameOf(undefined)).toBe('all');
    expect(albumNameOf('')).toBe('all');
    expect(albumNameOf('private')).toBe('private');
    expect(albumNameOf('trash')).toBe('trash');
  });

  it('refuses any other album, null included (10032)', () => {
    expect(failure(() => albumNameOf('secret'))).toEqual({ code: 10032, desc: 'Album not found' });
    expect(failure(() => albumNameOf(null))).toEqual({ code: 10032, desc: 'Album not found' });
    expect(failure(() => albumNameOf(['public']))).toEqual({ code: 10032, desc: 'Album not found' });
  });
});
