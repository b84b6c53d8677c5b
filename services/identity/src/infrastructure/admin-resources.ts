import { Inject, Injectable } from '@nestjs/common';
import type { AdminResource } from '@dating/platform';
import { asIs, columnFilters, dateRangeFilters, fromColumns, isoOrNull, isTrue, num, orNull, sortableColumns, text } from '@dating/platform';
import { IdentityError } from '../domain/identity-errors.js';
import { siteSettingRule } from '../domain/site-settings.js';
import { IDENTITY_OPTIONS, type IdentityOptions } from '../identity-options.js';

/**
 * identity's back-office resources, each an ra-data-simple-rest resource read through the kernel's
 * admin list (whitelisted sorts and filters, bounded pages). Who may read which, and the agency
 * moderator's scope, are the controllers' and handlers' business (docs/admin-api.md, "Roles").
 */

export type IdentityResourceName = 'members' | 'sign-ins' | 'staff' | 'staff-sessions' | 'site-settings' | 'audit-log';

/** Members (men and women): the account, its ban, last sign-in and sign-in count. */
const members: AdminResource<Record<string, unknown>> = {
  resource: 'members',
  select: `SELECT m.id, m.name, m.email, m.user_type, m.agency_id, m.country, c.name AS country_name,
      (m.blocked_at IS NOT NULL) AS banned, m.blocked_at AS banned_at, m.ban_reason, m.banned_by,
      m.created_at, m.updated_at, m.last_sign_in_at, m.sign_in_count
    FROM identity.members m LEFT JOIN identity.countries c ON c.code = m.country`,
  sortable: sortableColumns('id', 'name', 'email', 'user_type', 'country', 'agency_id', 'created_at', 'last_sign_in_at', 'sign_in_count', 'banned_at'),
  defaultSort: ['created_at', 'DESC'],
  tieBreaker: 'r.id DESC',
  filters: {
    ...columnFilters({ user_type: 'text', agency_id: 'text', country: 'text', banned: 'bool' }),
    ...dateRangeFilters('created_at', ['registered_from', 'registered_to']),
    q: { column: 'name', type: 'text', op: 'search', columns: ['name', 'email', 'id'] },
  },
  map: fromColumns({
    id: num,
    name: asIs,
    email: asIs,
    user_type: asIs,
    agency_id: orNull,
    country: orNull,
    country_name: orNull,
    banned: isTrue,
    banned_at: isoOrNull,
    ban_reason: orNull,
    banned_by: orNull,
    created_at: isoOrNull,
    updated_at: isoOrNull,
    last_sign_in_at: isoOrNull,
    sign_in_count: num,
  }),
};

/** Every successful sign-in of a member (the sign-in form and the automatic one of registration). */
const signIns: AdminResource<Record<string, unknown>> = {
  resource: 'sign-ins',
  select: `SELECT si.id, si.member_id, m.name AS member_name, m.user_type, si.session_id, si.ip, si.user_agent, si.signed_in_at
    FROM identity.member_sign_ins si JOIN identity.members m ON m.id = si.member_id`,
  sortable: sortableColumns('id', 'signed_in_at', 'member_id', 'ip'),
  defaultSort: ['signed_in_at', 'DESC'],
  tieBreaker: 'r.id DESC',
  filters: { ...columnFilters({ member_id: 'int', ip: 'text' }), ...dateRangeFilters('signed_in_at') },
  map: fromColumns({
    id: num,
    member_id: num,
    member_name: asIs,
    user_type: asIs,
    session_id: asIs,
    ip: orNull,
    user_agent: orNull,
    signed_in_at: isoOrNull,
  }),
};

/** An open staff session: not revoked, not past its end, used within the idle time. */
const openStaffSession = (idleMinutes: number) =>
  `s.revoked_at IS NULL AND s.expires_at > now() AND s.last_seen_at > now() - make_interval(mins => ${Math.trunc(idleMinutes)})`;

/** Back-office accounts (never their password or second-factor secret). */
const staff = (idleMinutes: number): AdminResource<Record<string, unknown>> => ({
  resource: 'staff',
  select: `SELECT st.id, st.email, st.name, st.role, st.agency_id, (st.disabled_at IS NOT NULL) AS disabled, st.disabled_at,
      (st.totp_enrolled_at IS NOT NULL) AS totp_enrolled, st.totp_enrolled_at,
      (SELECT count(*) FROM identity.staff_recovery_codes rc WHERE rc.staff_id = st.id AND rc.used_at IS NULL) AS recovery_codes_left,
      (SELECT count(*) FROM identity.sessions s WHERE s.subject_kind = 'staff' AND s.subject_id = st.id AND ${openStaffSession(idleMinutes)}) AS open_sessions,
      st.created_at, st.updated_at, st.last_sign_in_at
    FROM identity.staff st`,
  sortable: sortableColumns('id', 'name', 'email', 'role', 'agency_id', 'created_at', 'last_sign_in_at'),
  defaultSort: ['name', 'ASC'],
  tieBreaker: 'r.id',
  filters: {
    ...columnFilters({ role: 'text', agency_id: 'text', disabled: 'bool', totp_enrolled: 'bool' }),
    q: { column: 'name', type: 'text', op: 'search', columns: ['name', 'email'] },
  },
  map: fromColumns({
    id: num,
    email: asIs,
    name: asIs,
    role: asIs,
    agency_id: orNull,
    disabled: isTrue,
    disabled_at: isoOrNull,
    totp_enrolled: isTrue,
    totp_enrolled_at: isoOrNull,
    recovery_codes_left: num,
    open_sessions: num,
    created_at: isoOrNull,
    updated_at: isoOrNull,
    last_sign_in_at: isoOrNull,
  }),
});

/** Staff sessions, open and ended; `active` is open now, `idle_expires_at` when it ends unless used. */
const staffSessions = (idleMinutes: number): AdminResource<Record<string, unknown>> => ({
  resource: 'staff-sessions',
  select: `SELECT s.id, s.subject_id AS staff_id, st.name AS staff_name, st.email AS staff_email, st.role, s.ip, s.user_agent,
      s.created_at, s.last_seen_at, s.expires_at, s.last_seen_at + make_interval(mins => ${Math.trunc(idleMinutes)}) AS idle_expires_at, s.revoked_at,
      (${openStaffSession(idleMinutes)} AND st.disabled_at IS NULL) AS active
    FROM identity.sessions s JOIN identity.staff st ON st.id = s.subject_id
    WHERE s.subject_kind = 'staff'`,
  sortable: sortableColumns('created_at', 'last_seen_at', 'staff_id', 'expires_at'),
  defaultSort: ['last_seen_at', 'DESC'],
  tieBreaker: 'r.id',
  filters: columnFilters({ staff_id: 'int', active: 'bool' }),
  map: fromColumns({
    id: text,
    staff_id: num,
    staff_name: asIs,
    staff_email: asIs,
    role: asIs,
    ip: orNull,
    user_agent: orNull,
    created_at: isoOrNull,
    last_seen_at: isoOrNull,
    expires_at: isoOrNull,
    idle_expires_at: isoOrNull,
    revoked_at: isoOrNull,
    active: isTrue,
  }),
});

/** The site configuration: one record per key of `site/settings/get-all`, with its type. */
const siteSettings: AdminResource<Record<string, unknown>> = {
  resource: 'site-settings',
  select: `SELECT key AS id, value, updated_at, updated_by FROM identity.site_settings`,
  sortable: { id: 'r.id', key: 'r.id', updated_at: 'r.updated_at' },
  defaultSort: ['id', 'ASC'],
  tieBreaker: 'r.id',
  filters: { q: { column: 'id', type: 'text', op: 'search' } },
  map: (r) => {
    const rule = siteSettingRule(String(r.id));
    return {
      id: String(r.id),
      key: String(r.id),
      value: r.value,
      type: rule.type,
      description: rule.description,
      updated_at: isoOrNull(r.updated_at),
      updated_by: r.updated_by ?? null,
    };
  },
};

/** The audit log of staff actions of every service (append-only). */
const auditLog: AdminResource<Record<string, unknown>> = {
  resource: 'audit-log',
  select: `SELECT id, event_id, service, actor_staff_id, actor_role, action, resource, record_id, before, after, ip, user_agent, at, recorded_at
    FROM identity.audit_log`,
  sortable: sortableColumns('id', 'at', 'action', 'resource', 'actor_staff_id', 'service'),
  defaultSort: ['at', 'DESC'],
  tieBreaker: 'r.id DESC',
  filters: { ...columnFilters({ actor_staff_id: 'text', action: 'text', resource: 'text', record_id: 'text', service: 'text' }), ...dateRangeFilters('at') },
  map: fromColumns({
    id: num,
    event_id: asIs,
    service: asIs,
    actor_staff_id: asIs,
    actor_role: asIs,
    action: asIs,
    resource: asIs,
    record_id: asIs,
    before: orNull,
    after: orNull,
    ip: asIs,
    user_agent: asIs,
    at: isoOrNull,
    recorded_at: isoOrNull,
  }),
};

/** Every identity resource; staff and staff-sessions depend on STAFF_IDLE_MINUTES. */
export function identityAdminResources(staffIdleMinutes: number): Record<IdentityResourceName, AdminResource<Record<string, unknown>>> {
  return {
    members,
    'sign-ins': signIns,
    staff: staff(staffIdleMinutes),
    'staff-sessions': staffSessions(staffIdleMinutes),
    'site-settings': siteSettings,
    'audit-log': auditLog,
  };
}

/** The resources as a provider: built once with the module's STAFF_IDLE_MINUTES. */
@Injectable()
export class IdentityAdminResources {
  private readonly specs: Record<IdentityResourceName, AdminResource<Record<string, unknown>>>;

  constructor(@Inject(IDENTITY_OPTIONS) options: IdentityOptions) {
    this.specs = identityAdminResources(options.staffIdleMinutes);
  }

  get(name: IdentityResourceName): AdminResource<Record<string, unknown>> {
    return this.specs[name];
  }
}

/** A member or staff id from a path: a positive bigint, else there is no such record (never a database error). */
export function bigintId(id: string): string {
  if (!/^[1-9]\d{0,17}$/.test(id)) throw new IdentityError('IDENTITY.NOT_FOUND');
  return id;
}

/** A session id from a path: a UUID, else there is no such record. */
export function uuidId(id: string): string {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw new IdentityError('IDENTITY.NOT_FOUND');
  return id.toLowerCase();
}
