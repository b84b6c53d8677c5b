import { describe, expect, it } from 'vitest';
import { auditJson } from './record-staff-action.reaction.js';

describe('the before and after of an audit record', () => {
  it('keeps JSON as it is, and nothing as null', () => {
    expect(auditJson('')).toBeNull();
    expect(JSON.parse(auditJson('{"banned":true,"n":[1,{"a":null}]}')!)).toEqual({ banned: true, n: [1, { a: null }] });
  });

  it('makes strings jsonb would refuse storable, and keeps text that is not JSON', () => {
    const stored = JSON.parse(auditJson(JSON.stringify({ 'k\u0000': 'a\u0000b', s: 'x\ud800' }))!);
    expect(stored).toEqual({ 'k\\u0000': 'a\\u0000b', s: 'x\\ud800' });
    expect(JSON.parse(auditJson('{not json')!)).toEqual({ unreadable: '{not json' });
  });
});
