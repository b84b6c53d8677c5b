import type { StaffRole } from '@dating/platform';

/** Whose members a staff member may read: every member, or (an agency moderator) the women of her agency. */
export type MemberScope = { all: true } | { all: false; agencyId: string };

export function memberScopeOf(staff: { role: StaffRole; agencyId: string | null }): MemberScope {
  // An agency moderator without an agency (the database forbids it) would see nobody.
  if (staff.role === 'agency_moderator') return { all: false, agencyId: staff.agencyId ?? '' };
  return { all: true };
}

const allows = (asked: unknown, value: string) => asked === undefined || asked === value || (Array.isArray(asked) && asked.includes(value));

/**
 * A member list filter narrowed to a scope: the agency's women only. A filter that asks for
 * anything else (men, another agency) matches nothing: null.
 */
export function scopeMemberFilter(scope: MemberScope, filter: Record<string, unknown>): Record<string, unknown> | null {
  if (scope.all) return filter;
  if (!allows(filter.user_type, 'woman') || !allows(filter.agency_id, scope.agencyId)) return null;
  return { ...filter, user_type: 'woman', agency_id: scope.agencyId };
}

/** Whether a member record is in the scope (one record of the members resource). */
export function inMemberScope(scope: MemberScope, member: { user_type: unknown; agency_id: unknown }): boolean {
  return scope.all || (member.user_type === 'woman' && member.agency_id === scope.agencyId);
}
