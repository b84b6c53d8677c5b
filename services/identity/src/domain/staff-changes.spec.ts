import { describe, expect, it } from 'vitest';
import { decideStaffChange, type StaffState } from './staff-changes.js';

const moderator: StaffState = { id: '1002', name: 'Mod', role: 'agency_moderator', agencyId: 'agency-1', disabled: false, totpEnrolled: true };
const admin: StaffState = { id: '1001', name: 'Root', role: 'admin', agencyId: null, disabled: false, totpEnrolled: true };

describe('changing a staff account', () => {
  it('renames without ending sessions, and reports no change when nothing changes', () => {
    expect(decideStaffChange('1001', moderator, { name: 'Moderator' })).toMatchObject({
      ok: true,
      changed: true,
      endSessions: false,
      next: { name: 'Moderator' },
    });
    expect(decideStaffChange('1001', moderator, { name: 'Mod', role: 'agency_moderator', agencyId: 'agency-1', disabled: false })).toMatchObject({
      ok: true,
      changed: false,
    });
  });

  it('ends sessions on a new role, a new agency, disabling or removing the second factor', () => {
    expect(decideStaffChange('1001', moderator, { role: 'site_moderator', agencyId: 'agency-1' })).toMatchObject({
      ok: true,
      endSessions: true,
      // A form sends the old agency back: it goes with the old role.
      next: { role: 'site_moderator', agencyId: null },
    });
    expect(decideStaffChange('1001', moderator, { agencyId: 'agency-2' })).toMatchObject({ ok: true, endSessions: true });
    expect(decideStaffChange('1001', moderator, { disabled: true })).toMatchObject({ ok: true, endSessions: true, next: { disabled: true } });
    expect(decideStaffChange('1001', moderator, { totpEnrolled: false })).toMatchObject({ ok: true, endSessions: true, resetSecondFactor: true });
    expect(decideStaffChange('1001', { ...moderator, disabled: true }, { disabled: false })).toMatchObject({ ok: true, endSessions: false, changed: true });
  });

  it('keeps the agency binding: an agency moderator has one, no other role does', () => {
    expect(decideStaffChange('1001', moderator, { agencyId: null })).toEqual({ ok: false, code: 'IDENTITY.STAFF_AGENCY_MISMATCH' });
    expect(decideStaffChange('1009', admin, { role: 'finance', agencyId: 'agency-1' })).toEqual({ ok: false, code: 'IDENTITY.STAFF_AGENCY_MISMATCH' });
    expect(decideStaffChange('1001', { ...admin, id: '1003', role: 'finance' }, { role: 'agency_moderator' })).toEqual({
      ok: false,
      code: 'IDENTITY.STAFF_AGENCY_MISMATCH',
    });
  });

  it('never lets an admin disable or demote herself, or remove her own second factor', () => {
    expect(decideStaffChange('1001', admin, { disabled: true })).toEqual({ ok: false, code: 'IDENTITY.STAFF_SELF_LOCKOUT' });
    expect(decideStaffChange('1001', admin, { role: 'finance' })).toEqual({ ok: false, code: 'IDENTITY.STAFF_SELF_LOCKOUT' });
    expect(decideStaffChange('1001', admin, { name: 'Me' })).toMatchObject({ ok: true });
    // Nor remove her own second factor (another admin resets a lost one).
    expect(decideStaffChange('1001', admin, { totpEnrolled: false })).toEqual({ ok: false, code: 'IDENTITY.STAFF_SELF_LOCKOUT' });
    expect(decideStaffChange('1009', admin, { totpEnrolled: false })).toMatchObject({ ok: true, resetSecondFactor: true });
    // Another admin may.
    expect(decideStaffChange('1009', admin, { role: 'finance' })).toMatchObject({ ok: true, endSessions: true });
  });

  it('removes a second factor but never sets one', () => {
    expect(decideStaffChange('1001', { ...moderator, totpEnrolled: false }, { totpEnrolled: true })).toMatchObject({
      ok: false,
      code: 'IDENTITY.INVALID_INPUT',
    });
    expect(decideStaffChange('1001', moderator, { totpEnrolled: true })).toMatchObject({ ok: true, changed: false });
  });
});
