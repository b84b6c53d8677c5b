import { describe, expect, it } from 'vitest';
import { decideVisit, visitAgainBefore, VISITS } from './visits.js';

describe('visits', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('given no earlier visit, a load is the first visit', () => {
    expect(decideVisit(null, now)).toBe('first');
  });

  it('given a visit within the hour, a reload is a repeat; after it, a visit again', () => {
    expect(decideVisit(ago(VISITS.repeatWindowMs - 1), now)).toBe('repeat');
    expect(decideVisit(ago(VISITS.repeatWindowMs), now)).toBe('again');
    expect(visitAgainBefore(now)).toEqual(ago(VISITS.repeatWindowMs));
  });
});
