import { describe, expect, it } from 'vitest';
import { searchCriteria } from './search-criteria.js';

describe('searchCriteria', () => {
  const now = new Date('2025-06-15T10:00:00Z');

  it('given no filter: the other sex, newest first, the online search page (6)', () => {
    expect(searchCriteria({}, 'man', now)).toEqual({ userType: 'woman', sort: { by: 'date', direction: 'desc' }, limit: 6, offset: 0 });
    expect(searchCriteria({}, 'woman', now).userType).toBe('man');
    expect(searchCriteria({}, null, now).userType).toBe('woman');
  });

  it('given a page: pages of 24 (or the given limit)', () => {
    expect(searchCriteria({ page: 3 }, 'man', now)).toMatchObject({ limit: 24, offset: 48 });
    expect(searchCriteria({ page: 2, limit: 10 }, 'man', now)).toMatchObject({ limit: 10, offset: 10 });
    expect(searchCriteria({ limit: 12, offset: 36 }, 'man', now)).toMatchObject({ limit: 12, offset: 36 });
  });

  it('turns ages into birthday bounds: 25 to 30 is born after 1994-06-15 and on or before 2000-06-15', () => {
    expect(searchCriteria({ age_min: 25, age_max: 30 }, 'man', now)).toMatchObject({ bornOnOrBefore: '2000-06-15', bornOnOrAfter: '1994-06-16' });
    // 29 February in a year without one is the 28th.
    expect(searchCriteria({ age_min: 1 }, 'man', new Date('2024-02-29T00:00:00Z')).bornOnOrBefore).toBe('2023-02-28');
  });

  it('reads name_or_id as an id when it is digits, else as the start of a name', () => {
    expect(searchCriteria({ name_or_id: ' 100123 ' }, 'man', now)).toMatchObject({ memberId: '100123' });
    expect(searchCriteria({ name_or_id: 'AnNa' }, 'man', now)).toMatchObject({ namePrefix: 'anna' });
    expect(searchCriteria({ name_or_id: '   ' }, 'man', now)).not.toHaveProperty('namePrefix');
  });

  it('maps the filters to profile terms: blonde is blond, English is that level or better, new is 30 days', () => {
    const c = searchCriteria(
      { hair_color: 'blonde', language_english: 'intermediate', new: true, is_online: true, with_web_cam: true, with_hd_cam: true },
      'man',
      now,
    );
    expect(c).toMatchObject({ hairColor: 'blond', englishLevels: ['intermediate', 'good', 'fluent'], online: true, webCam: true, hdCam: true });
    expect(c.registeredSince).toEqual(new Date('2025-05-16T10:00:00Z'));
    expect(searchCriteria({ is_online: false, new: false }, 'man', now)).not.toHaveProperty('online');
  });

  it('sorts by name when asked, else by date in the asked direction', () => {
    expect(searchCriteria({ sort_by_name: 'desc', sort_by_date: 'asc' }, 'man', now).sort).toEqual({ by: 'name', direction: 'desc' });
    expect(searchCriteria({ sort_by_date: 'asc' }, 'man', now).sort).toEqual({ by: 'date', direction: 'asc' });
  });
});
