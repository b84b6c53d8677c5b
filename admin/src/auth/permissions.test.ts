import { describe, expect, it } from 'vitest';
import { ACTIONS, type Action, can, listableResources, PERMISSIONS, STAFF_ROLES, type StaffRole } from './permissions';

/**
 * The Roles table of docs/admin-api.md, written out again by hand as the expected answer for
 * every role × resource × action: a change to auth/permissions.ts that drifts from the contract
 * fails here. `admin` passes every check the server offers; verbs the server never offers
 * (editing the audit log, deleting a setting) are refused to every role.
 */
const READ: Action[] = ['list', 'show'];
const EXPECTED: Record<string, Record<StaffRole, Action[]>> = {
  members: { admin: ['list', 'show', 'edit'], site_moderator: ['list', 'show', 'edit'], agency_moderator: READ, finance: [] },
  'member-agency': { admin: ['edit'], site_moderator: [], agency_moderator: [], finance: [] },
  'sign-ins': { admin: ['list'], site_moderator: ['list'], agency_moderator: [], finance: [] },
  'photo-moderation': { admin: ['list', 'show', 'edit'], site_moderator: ['list', 'show', 'edit'], agency_moderator: ['list', 'show', 'edit'], finance: [] },
  'video-moderation': { admin: ['list', 'show', 'edit'], site_moderator: ['list', 'show', 'edit'], agency_moderator: ['list', 'show', 'edit'], finance: [] },
  'contact-requests': { admin: ['list', 'show', 'edit'], site_moderator: ['list', 'show', 'edit'], agency_moderator: ['list', 'show', 'edit'], finance: [] },
  'gift-sends': { admin: ['list', 'show', 'edit'], site_moderator: ['list', 'show', 'edit'], agency_moderator: ['list', 'show', 'edit'], finance: [] },
  gifts: { admin: ['list', 'show', 'create', 'edit'], site_moderator: READ, agency_moderator: READ, finance: [] },
  dispatches: {
    admin: ['list', 'show', 'create', 'edit'],
    site_moderator: ['list', 'show', 'create', 'edit'],
    agency_moderator: ['list', 'show', 'create', 'edit'],
    finance: [],
  },
  'letter-flags': { admin: READ, site_moderator: READ, agency_moderator: [], finance: [] },
  'chat-flags': { admin: READ, site_moderator: READ, agency_moderator: [], finance: [] },
  scammers: {
    admin: ['list', 'show', 'create', 'edit', 'delete'],
    site_moderator: ['list', 'show', 'create', 'edit', 'delete'],
    agency_moderator: [],
    finance: [],
  },
  'member-reports': { admin: ['list', 'show', 'edit'], site_moderator: ['list', 'show', 'edit'], agency_moderator: [], finance: [] },
  staff: { admin: ['list', 'show', 'create', 'edit', 'delete'], site_moderator: [], agency_moderator: [], finance: [] },
  'staff-sessions': { admin: ['list', 'delete'], site_moderator: [], agency_moderator: [], finance: [] },
  'site-settings': { admin: ['list', 'show', 'edit'], site_moderator: [], agency_moderator: [], finance: [] },
  'audit-log': { admin: READ, site_moderator: [], agency_moderator: [], finance: READ },
  accounts: { admin: READ, site_moderator: [], agency_moderator: [], finance: READ },
  'ledger-statements': { admin: [...READ, 'export'], site_moderator: [], agency_moderator: [], finance: [...READ, 'export'] },
  'open-holds': { admin: READ, site_moderator: [], agency_moderator: [], finance: READ },
  orders: { admin: READ, site_moderator: [], agency_moderator: [], finance: READ },
  payments: { admin: [...READ, 'export'], site_moderator: [], agency_moderator: [], finance: [...READ, 'export'] },
  'payment-exceptions': { admin: READ, site_moderator: [], agency_moderator: [], finance: READ },
  postbacks: { admin: READ, site_moderator: [], agency_moderator: [], finance: READ },
  revenue: { admin: READ, site_moderator: [], agency_moderator: [], finance: READ },
  grants: { admin: ['list', 'show', 'create'], site_moderator: [], agency_moderator: [], finance: ['list', 'show', 'create'] },
  reversals: { admin: ['list', 'show', 'create'], site_moderator: [], agency_moderator: [], finance: ['list', 'show', 'create'] },
  refunds: { admin: ['list', 'show', 'create'], site_moderator: [], agency_moderator: [], finance: ['list', 'show', 'create'] },
  prices: { admin: ['list', 'show', 'edit'], site_moderator: [], agency_moderator: [], finance: READ },
  'credit-packs': { admin: ['list', 'show', 'create', 'edit', 'delete'], site_moderator: [], agency_moderator: [], finance: READ },
  'ledger-verifications': { admin: ['list', 'show', 'create'], site_moderator: [], agency_moderator: [], finance: ['list', 'show', 'create'] },
  'chat-sessions': { admin: READ, site_moderator: READ, agency_moderator: [], finance: READ },
  'chat-messages': { admin: ['list'], site_moderator: ['list'], agency_moderator: [], finance: [] },
  dashboard: { admin: ['show'], site_moderator: ['show'], agency_moderator: ['show'], finance: ['show'] },
  'finance-dashboard': { admin: ['show'], site_moderator: [], agency_moderator: [], finance: ['show'] },
};

describe('the role table (docs/admin-api.md, Roles)', () => {
  it('covers exactly the resources of the contract', () => {
    expect(Object.keys(PERMISSIONS).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  const cases = Object.entries(EXPECTED).flatMap(([resource, byRole]) =>
    STAFF_ROLES.flatMap((role) => ACTIONS.map((action) => [role, resource, action, byRole[role].includes(action)] as const)),
  );

  it.each(cases)('%s on %s may %s: %s', (role, resource, action, allowed) => {
    expect(can(role, resource, action)).toBe(allowed);
  });

  it('never offers a change of the audit log, to anyone', () => {
    for (const role of STAFF_ROLES) for (const action of ['create', 'edit', 'delete']) expect(can(role, 'audit-log', action)).toBe(false);
  });

  it('refuses unknown roles, resources and actions, and prototype keys', () => {
    expect(can('superuser', 'members', 'list')).toBe(false);
    expect(can(undefined, 'members', 'list')).toBe(false);
    expect(can('admin', 'secrets', 'list')).toBe(false);
    expect(can('admin', 'members', 'destroy')).toBe(false);
    expect(can('admin', '__proto__', 'list')).toBe(false);
    expect(can('admin', 'constructor', 'list')).toBe(false);
    expect(can('__proto__', 'members', 'list')).toBe(false);
  });

  it('gives each role the menu of its work', () => {
    expect(listableResources('agency_moderator')).toEqual([
      'members',
      'photo-moderation',
      'video-moderation',
      'contact-requests',
      'gift-sends',
      'gifts',
      'dispatches',
    ]);
    expect(listableResources('site_moderator')).toEqual([
      'members',
      'sign-ins',
      'photo-moderation',
      'video-moderation',
      'contact-requests',
      'gift-sends',
      'gifts',
      'dispatches',
      'letter-flags',
      'chat-flags',
      'scammers',
      'member-reports',
      'chat-sessions',
      'chat-messages',
    ]);
    expect(listableResources('finance')).toContain('audit-log');
    expect(listableResources('finance')).not.toContain('staff');
    expect(listableResources('finance')).not.toContain('contact-requests');
    expect(listableResources('finance')).not.toContain('gift-sends');
    expect(listableResources('finance')).not.toContain('gifts');
    expect(listableResources('finance')).not.toContain('scammers');
    expect(listableResources('finance')).not.toContain('member-reports');
    expect(listableResources('admin')).toContain('scammers');
    expect(listableResources('admin')).toContain('member-reports');
    expect(listableResources('admin')).toEqual(expect.arrayContaining(['members', 'staff', 'staff-sessions', 'site-settings', 'audit-log', 'accounts']));
  });
});
