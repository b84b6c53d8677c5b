import { describe, expect, it } from 'vitest';
import { diffRecords } from './diff';

describe('the audit diff', () => {
  it('lists changed, added and removed fields first, then the unchanged ones', () => {
    expect(diffRecords({ banned: false, ban_reason: null, name: 'Anna', old: 1 }, { banned: true, ban_reason: 'spam', name: 'Anna', extra: [1] })).toEqual([
      { key: 'ban_reason', before: null, after: 'spam', change: 'changed' },
      { key: 'banned', before: false, after: true, change: 'changed' },
      { key: 'extra', before: undefined, after: [1], change: 'added' },
      { key: 'old', before: 1, after: undefined, change: 'removed' },
      { key: 'name', before: 'Anna', after: 'Anna', change: 'same' },
    ]);
  });

  it('treats a record created or deleted as all added or all removed', () => {
    expect(diffRecords(null, { a: 1 })).toEqual([{ key: 'a', before: undefined, after: 1, change: 'added' }]);
    expect(diffRecords({ a: 1 }, null)).toEqual([{ key: 'a', before: 1, after: undefined, change: 'removed' }]);
  });

  it('compares nested values by content', () => {
    expect(diffRecords({ v: { x: [1, 2] } }, { v: { x: [1, 2] } })[0]!.change).toBe('same');
    expect(diffRecords({ v: { x: [1, 2] } }, { v: { x: [2, 1] } })[0]!.change).toBe('changed');
  });

  it('shows plain values as one row, and nothing for nothing', () => {
    expect(diffRecords(3, 4)).toEqual([{ key: '', before: 3, after: 4, change: 'changed' }]);
    expect(diffRecords(null, null)).toEqual([]);
  });

  it('does not read inherited keys', () => {
    expect(diffRecords(JSON.parse('{"__proto__": {"x": 1}}'), {})).toEqual([{ key: '__proto__', before: { x: 1 }, after: undefined, change: 'removed' }]);
  });
});
