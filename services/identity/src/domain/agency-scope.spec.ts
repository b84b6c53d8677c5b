import { describe, expect, it } from 'vitest';
import { inMemberScope, memberScopeOf, scopeMemberFilter } from './agency-scope.js';

const agency = memberScopeOf({ role: 'agency_moderator', agencyId: 'agency-1' });

describe("an agency moderator's members", () => {
  it('are every member for other roles', () => {
    for (const role of ['admin', 'site_moderator', 'finance'] as const) {
      const scope = memberScopeOf({ role, agencyId: null });
      expect(scopeMemberFilter(scope, { user_type: 'man' })).toEqual({ user_type: 'man' });
      expect(inMemberScope(scope, { user_type: 'man', agency_id: null })).toBe(true);
    }
  });

  it("are her agency's women only, whatever the filter asks", () => {
    expect(scopeMemberFilter(agency, {})).toEqual({ user_type: 'woman', agency_id: 'agency-1' });
    expect(scopeMemberFilter(agency, { id: ['1', '2'], q: 'ann' })).toEqual({ id: ['1', '2'], q: 'ann', user_type: 'woman', agency_id: 'agency-1' });
    expect(scopeMemberFilter(agency, { user_type: 'woman', agency_id: 'agency-1' })).toEqual({ user_type: 'woman', agency_id: 'agency-1' });
    expect(scopeMemberFilter(agency, { user_type: 'man' })).toBeNull();
    expect(scopeMemberFilter(agency, { agency_id: 'agency-2' })).toBeNull();
    expect(scopeMemberFilter(agency, { user_type: ['man', 'woman'] })).toEqual({ user_type: 'woman', agency_id: 'agency-1' });
    expect(inMemberScope(agency, { user_type: 'woman', agency_id: 'agency-1' })).toBe(true);
    expect(inMemberScope(agency, { user_type: 'woman', agency_id: 'agency-2' })).toBe(false);
    expect(inMemberScope(agency, { user_type: 'man', agency_id: null })).toBe(false);
  });
});
