import { Inject, Injectable } from '@nestjs/common';
import type { AdminResource } from '@dating/platform';
import { IdentityError } from '../domain/identity-errors.js';
import { siteSettingRule } from '../domain/site-settings.js';
import { IDENTITY_OPTIONS, type IdentityOptions } from '../identity-options.js';

/**
 * identity's back-office resources, each an ra-data-simple-rest resource read through the kernel's
 * admin list (whitelisted sorts and filters, bounded pages). Who may read which, and the agency
 * moderator's scope, are the controllers' and handlers' business (docs/admin-api.md, "Roles").
 */

export type IdentityResourceName = 'members' | 'sign-ins' | 'staff' | 'staff-sessions' | 'site-settings' | 'audit-log';

const iso = (v: unknown): string | null => (v === null || v === undefined ? null : new Date(v as string).toISOString());
const num = (v: unknown): number => Number(v);

/** Members (men and women): the account, its ban, last sign-in and sign-in count. */
const members: AdminResource<Record<string, unknown>> = {
  resource: 'members',
  select: `SELECT m.id, m.name, m.email, m.user_type, m.agency_id, m.country, c.name AS country_name,
      (m.blocked_at IS NOT NULL) AS banned, m.blocked_at AS banned_at, m.ban_reason, m.banned_by,
      m.created_at, m.updated_at, m.last_sign_in_at, m.sign_in_count
    FROM identity.members m LEFT JOIN identity.countries c ON c.code = m.country`,
  sortable: {
    id: 'r.id',
    name: 'r.name',
    email: 'r.email',
    user_type: 'r.user_type',
    country: 'r.country',
    agency_id: 'r.agency_id',
    created_at: 'r.created_at',
    last_sign_in_at: 'r.last_sign_in_at',
    sign_in_count: 'r.sign_in_count',
    banned_at: 'r.banned_at',
  },
  defaultSort: ['created_at', 'DESC'],
  tieBreaker: 'r.id DESC',
  filters: {
    user_type: { column: 'user_type', type: 'text' },
    agency_id: { column: 'agency_id', type: 'text' },
    country: { column: 'country', type: 'text' },
    banned: { column: 'banned', type: 'bool' },
    registered_from: { column: 'created_at', type: 'date', op: '>=' },
    registered_to: { column: 'created_at', type: 'date', op: '<=' },
    q: { column: 'name', type: 'text', op: 'search', columns: ['name', 'email', 'id'] },
  },
  map: (r) => ({
    id: num(r.id),
    name: r.name,
    email: r.email,
    user_type: r.user_type,
    agency_id: r.agency_id ?? null,
    country: r.country ?? null,
    country_name: r.country_name ?? null,
    banned: r.banned === true,
    banned_at: iso(r.banned_at),
    ban_reason: r.ban_reason ?? null,
    banned_by: r.banned_by ?? null,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    last_sign_in_at: iso(r.last_sign_in_at),
    sign_in_count: num(r.sign_in_count),
  }),
};

/** Every successful sign-in of a member (the sign-in form and the automatic one of registration). */
const signIns: AdminResource<Record<string, unknown>> = {
  resource: 'sign-ins',
  select: `SELECT si.id, si.member_id, m.name AS member_name, m.user_type, si.session_id, si.ip, si.user_agent, si.signed_in_at
    FROM identity.member_sign_ins si JOIN identity.members m ON m.id = si.member_id`,
  sortable: { id: 'r.id', signed_in_at: 'r.signed_in_at', member_id: 'r.member_id', ip: 'r.ip' },
  defaultSort: ['signed_in_at', 'DESC'],
  tieBreaker: 'r.id DESC',
  filters: {
    member_id: { column: 'member_id', type: 'int' },
    ip: { column: 'ip', type: 'text' },
    from: { column: 'signed_in_at', type: 'date', op: '>=' },
    to: { column: 'signed_in_at', type: 'date', op: '<=' },
  },
  map: (r) => ({
    id: num(r.id),
    member_id: num(r.member_id),
    member_name: r.member_name,
    user_type: r.user_type,
    session_id: r.session_id,
    ip: r.ip ?? null,
    user_agent: r.user_agent ?? null,
    signed_in_at: iso(r.signed_in_at),
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
  sortable: {
    id: 'r.id',
    name: 'r.name',
    email: 'r.email',
    role: 'r.role',
    agency_id: 'r.agency_id',
    created_at: 'r.created_at',
    last_sign_in_at: 'r.last_sign_in_at',
  },
  defaultSort: ['name', 'ASC'],
  tieBreaker: 'r.id',
  filters: {
    role: { column: 'role', type: 'text' },
    agency_id: { column: 'agency_id', type: 'text' },
    disabled: { column: 'disabled', type: 'bool' },
    totp_enrolled: { column: 'totp_enrolled', type: 'bool' },
    q: { column: 'name', type: 'text', op: 'search', columns: ['name', 'email'] },
  },
  map: (r) => ({
    id: num(r.id),
    email: r.email,
    name: r.name,
    role: r.role,
    agency_id: r.agency_id ?? null,
    disabled: r.disabled === true,
    disabled_at: iso(r.disabled_at),
    totp_enrolled: r.totp_enrolled === true,
    totp_enrolled_at: iso(r.totp_enrolled_at),
    recovery_codes_left: num(r.recovery_codes_left),
    open_sessions: num(r.open_sessions),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    last_sign_in_at: iso(r.last_sign_in_at),
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
  sortable: { created_at: 'r.created_at', last_seen_at: 'r.last_seen_at', staff_id: 'r.staff_id', expires_at: 'r.expires_at' },
  defaultSort: ['last_seen_at', 'DESC'],
  tieBreaker: 'r.id',
  filters: {
    staff_id: { column: 'staff_id', type: 'int' },
    active: { column: 'active', type: 'bool' },
  },
  map: (r) => ({
    id: String(r.id),
    staff_id: num(r.staff_id),
    staff_name: r.staff_name,
    staff_email: r.staff_email,
    role: r.role,
    ip: r.ip ?? null,
    user_agent: r.user_agent ?? null,
    created_at: iso(r.created_at),
    last_seen_at: iso(r.last_seen_at),
    expires_at: iso(r.expires_at),
    idle_expires_at: iso(r.idle_expires_at),
    revoked_at: iso(r.revoked_at),
    active: r.active === true,
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
      updated_at: iso(r.updated_at),
      updated_by: r.updated_by ?? null,
    };
  },
};

/** The audit log of staff actions of every service (append-only). */
const auditLog: AdminResource<Record<string, unknown>> = {
  resource: 'audit-log',
  select: `SELECT id, event_id, service, actor_staff_id, actor_role, action, resource, record_id, before, after, ip, user_agent, at, recorded_at
    FROM identity.audit_log`,
  sortable: { id: 'r.id', at: 'r.at', action: 'r.action', resource: 'r.resource', actor_staff_id: 'r.actor_staff_id', service: 'r.service' },
  defaultSort: ['at', 'DESC'],
  tieBreaker: 'r.id DESC',
  filters: {
    actor_staff_id: { column: 'actor_staff_id', type: 'text' },
    action: { column: 'action', type: 'text' },
    resource: { column: 'resource', type: 'text' },
    record_id: { column: 'record_id', type: 'text' },
    service: { column: 'service', type: 'text' },
    from: { column: 'at', type: 'date', op: '>=' },
    to: { column: 'at', type: 'date', op: '<=' },
  },
  map: (r) => ({
    id: num(r.id),
    event_id: r.event_id,
    service: r.service,
    actor_staff_id: r.actor_staff_id,
    actor_role: r.actor_role,
    action: r.action,
    resource: r.resource,
    record_id: r.record_id,
    before: r.before ?? null,
    after: r.after ?? null,
    ip: r.ip,
    user_agent: r.user_agent,
    at: iso(r.at),
    recorded_at: iso(r.recorded_at),
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
