/**
 * The ONE role → resource → action table of the back office, mirroring the Roles table of
 * docs/admin-api.md. `authProvider.canAccess` reads it, so react-admin's menus, pages and buttons
 * follow it. It is not the boundary: the server authorizes every route by role again.
 *
 * Actions are react-admin's: `list`, `show`, `create`, `edit` (an update), `delete`, `export`
 * (the streamed CSV of a list). Every role is written out, admin included, so a verb the server
 * never offers (editing the audit log) shows no button even for an admin.
 */
export const STAFF_ROLES = ['admin', 'site_moderator', 'agency_moderator', 'finance'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ACTIONS = ['list', 'show', 'create', 'edit', 'delete', 'export'] as const;
export type Action = (typeof ACTIONS)[number];

type Grants = Partial<Record<StaffRole, readonly Action[]>>;

const READ: readonly Action[] = ['list', 'show'];
const ALL: readonly Action[] = ['list', 'show', 'create', 'edit', 'delete'];
/** The finance projections: list and one, for finance and admin. */
const FINANCE_READ: Grants = { admin: READ, finance: READ };
/** The finance commands (a grant, a reversal, a refund, a ledger check): created, then read back. */
const FINANCE_CREATE: Grants = { admin: ['list', 'show', 'create'], finance: ['list', 'show', 'create'] };

/** Photo, video, contact-request and gift moderation: list, one and decide (an update) for both moderator roles and admin. */
const MODERATION: Grants = { admin: ['list', 'show', 'edit'], site_moderator: ['list', 'show', 'edit'], agency_moderator: ['list', 'show', 'edit'] };

export const PERMISSIONS: Readonly<Record<string, Grants>> = {
  // agency_moderator: her agency's women only (the server filters the list and refuses the rest).
  members: { admin: ['list', 'show', 'edit'], site_moderator: ['list', 'show', 'edit'], agency_moderator: READ },
  // A woman's agency (an update of members' agency_id): admins only; no page of its own.
  'member-agency': { admin: ['edit'] },
  'sign-ins': { admin: ['list'], site_moderator: ['list'] },
  // The two-step queues: the agency's moderator decides first for her agency's ladies, then the site's.
  'photo-moderation': MODERATION,
  'video-moderation': MODERATION,
  // A man's request for a lady's contacts: the same two steps (`edit` decides, POST .../decision); never finance.
  'contact-requests': MODERATION,
  // A man's gift to a lady (paid with credits, held until delivered): the same two steps; never finance.
  'gift-sends': MODERATION,
  // The gift catalogue: admins add and change gifts (no delete: `active` off retires one); moderators read it; not finance.
  gifts: { admin: ['list', 'show', 'create', 'edit'], site_moderator: READ, agency_moderator: READ },
  // Letters: an agency's dispatches (her agency's ladies only; `edit` approves or rejects a lady's proposal), the anti-scam list for site moderators.
  dispatches: {
    admin: ['list', 'show', 'create', 'edit'],
    site_moderator: ['list', 'show', 'create', 'edit'],
    agency_moderator: ['list', 'show', 'create', 'edit'],
  },
  'letter-flags': { admin: READ, site_moderator: READ },
  // Chat messages carrying contact details: the same anti-scam list for chats (chat-room).
  'chat-flags': { admin: READ, site_moderator: READ },
  // The scammers list members read (profiles): site moderators and admins keep it (every change audited); never agency moderators nor finance.
  scammers: { admin: ALL, site_moderator: ALL },
  // Members' reports on other members (profiles): site moderators and admins read them and decide the open ones (`edit`: dismissed or actioned).
  'member-reports': { admin: ['list', 'show', 'edit'], site_moderator: ['list', 'show', 'edit'] },
  staff: { admin: ALL },
  'staff-sessions': { admin: ['list', 'delete'] },
  'site-settings': { admin: ['list', 'show', 'edit'] },
  'audit-log': { admin: READ, finance: READ },
  accounts: FINANCE_READ,
  'ledger-statements': { admin: [...READ, 'export'], finance: [...READ, 'export'] },
  'open-holds': FINANCE_READ,
  orders: FINANCE_READ,
  payments: { admin: [...READ, 'export'], finance: [...READ, 'export'] },
  'payment-exceptions': FINANCE_READ,
  postbacks: FINANCE_READ,
  revenue: FINANCE_READ,
  grants: FINANCE_CREATE,
  reversals: FINANCE_CREATE,
  refunds: FINANCE_CREATE,
  prices: { admin: ['list', 'show', 'edit'], finance: READ },
  'credit-packs': { admin: ALL, finance: READ },
  'ledger-verifications': FINANCE_CREATE,
  // Billed chats: finance and site moderators; the messages of one session for a site moderator (each read audited on the server).
  'chat-sessions': { admin: READ, finance: READ, site_moderator: READ },
  'chat-messages': { admin: ['list'], site_moderator: ['list'] },
  // Landing pages: every role has the shared dashboard; finance and admin the finance one.
  dashboard: { admin: ['show'], site_moderator: ['show'], agency_moderator: ['show'], finance: ['show'] },
  'finance-dashboard': { admin: ['show'], finance: ['show'] },
};

export function isStaffRole(role: unknown): role is StaffRole {
  return typeof role === 'string' && (STAFF_ROLES as readonly string[]).includes(role);
}

/** Whether `role` may do `action` on `resource`; unknown roles, resources and actions are refused. */
export function can(role: unknown, resource: string, action: string): boolean {
  if (!isStaffRole(role) || !Object.hasOwn(PERMISSIONS, resource)) return false;
  return (PERMISSIONS[resource][role] as readonly string[] | undefined)?.includes(action) ?? false;
}

/** The resources whose list `role` may open (the menu). */
export function listableResources(role: unknown): string[] {
  return Object.keys(PERMISSIONS).filter((resource) => can(role, resource, 'list'));
}
