import { describe, expect, it } from 'vitest';
import { decideFavoriteAdd, decideFavoriteRemove, decideWink, favoriteStatus } from './social.js';

describe('favorites (spec sections 3, 4)', () => {
  it('reads the status of section 3', () => {
    expect(favoriteStatus(true, 'accepted')).toBe('ignore me');
    expect(favoriteStatus(false, 'accepted')).toBe('in favorite');
    expect(favoriteStatus(false, 'invite')).toBe('invite');
    expect(favoriteStatus(false, 'rejected')).toBe('invite');
    expect(favoriteStatus(false, null)).toBe('can add');
  });

  it("adds for a man, invites for a woman, accepts a lady's invite, and never repeats a request", () => {
    expect(decideFavoriteAdd('man', null, null)).toEqual({ kind: 'add' });
    expect(decideFavoriteAdd('woman', null, null)).toEqual({ kind: 'invite' });
    expect(decideFavoriteAdd('woman', null, 'accepted')).toEqual({ kind: 'add' });
    expect(decideFavoriteAdd('man', null, 'invite')).toEqual({ kind: 'accept' });
    expect(decideFavoriteAdd('man', null, 'rejected')).toEqual({ kind: 'add' });
    expect(decideFavoriteAdd('man', 'accepted', null)).toEqual({ kind: 'refused', reason: 'already' });
    expect(decideFavoriteAdd('woman', 'invite', null)).toEqual({ kind: 'refused', reason: 'requested' });
    expect(decideFavoriteAdd('woman', 'rejected', null)).toEqual({ kind: 'refused', reason: 'requested' });
  });

  it("removes the own entry, or rejects a lady's invite, else refuses", () => {
    expect(decideFavoriteRemove('man', 'accepted', null)).toEqual({ kind: 'remove' });
    expect(decideFavoriteRemove('woman', 'invite', null)).toEqual({ kind: 'remove' });
    expect(decideFavoriteRemove('man', null, 'invite')).toEqual({ kind: 'reject' });
    expect(decideFavoriteRemove('woman', 'rejected', null)).toEqual({ kind: 'refused' });
    expect(decideFavoriteRemove('man', null, null)).toEqual({ kind: 'refused' });
  });
});

describe('winks', () => {
  it('cannot be repeated while unanswered; a wink back answers the other', () => {
    expect(decideWink(null, null)).toEqual({ kind: 'send', winkBack: false });
    expect(decideWink({ answered: false }, null)).toEqual({ kind: 'refused' });
    expect(decideWink({ answered: true }, { answered: true })).toEqual({ kind: 'send', winkBack: false });
    expect(decideWink(null, { answered: false })).toEqual({ kind: 'send', winkBack: true });
  });
});
