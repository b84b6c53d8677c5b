import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Sql } from '@dating/platform';
import { memberScopeOf } from '../../domain/agency-scope.js';
import { IDENTITY_OPTIONS, type IdentityOptions } from '../../identity-options.js';
import { IDENTITY_DB } from '../../identity.tokens.js';
import { type Dashboard, GetDashboardQuery, type MemberFigures } from './get-dashboard.query.js';

/** Counts for the caller's role, each one indexed query; "today" is the UTC day. */
@QueryHandler(GetDashboardQuery)
export class GetDashboardHandler implements IQueryHandler<GetDashboardQuery> {
  constructor(
    @Inject(IDENTITY_DB) private readonly sql: Sql,
    @Inject(IDENTITY_OPTIONS) private readonly options: IdentityOptions,
  ) {}

  async execute({ staff }: GetDashboardQuery): Promise<Dashboard> {
    const scope = memberScopeOf(staff);
    const agencyId = scope.all ? null : scope.agencyId;
    // $1: the agency (null: every member).
    const [m] = await this.sql.query<Record<keyof Omit<MemberFigures, 'sign_ins_today'>, number>>(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE user_type = 'man')::int AS men,
              count(*) FILTER (WHERE user_type = 'woman')::int AS women,
              count(*) FILTER (WHERE created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')::int AS new_today,
              count(*) FILTER (WHERE created_at >= now() - interval '7 days')::int AS new_7_days,
              count(*) FILTER (WHERE blocked_at IS NOT NULL)::int AS banned
         FROM identity.members WHERE $1::text IS NULL OR (user_type = 'woman' AND agency_id = $1)`,
      [agencyId],
    );
    const [s] = await this.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM identity.member_sign_ins si JOIN identity.members m ON m.id = si.member_id
        WHERE si.signed_in_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
          AND ($1::text IS NULL OR (m.user_type = 'woman' AND m.agency_id = $1))`,
      [agencyId],
    );
    const dashboard: Dashboard = {
      role: staff.role,
      scope: scope.all ? 'site' : 'agency',
      agency_id: agencyId,
      members: { ...m!, sign_ins_today: s!.n },
      generated_at: new Date().toISOString(),
    };
    if (staff.role === 'admin') {
      const [st] = await this.sql.query<{ total: number; disabled: number; without_second_factor: number; open_sessions: number }>(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE disabled_at IS NOT NULL)::int AS disabled,
                count(*) FILTER (WHERE totp_enrolled_at IS NULL AND disabled_at IS NULL)::int AS without_second_factor,
                (SELECT count(*)::int FROM identity.sessions s WHERE s.subject_kind = 'staff' AND s.revoked_at IS NULL AND s.expires_at > now()
                    AND s.last_seen_at > now() - make_interval(mins => $1)) AS open_sessions
           FROM identity.staff`,
        [this.options.staffIdleMinutes],
      );
      dashboard.staff = st!;
    }
    if (staff.role === 'admin' || staff.role === 'finance') {
      const [a] = await this.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM identity.audit_log WHERE at > now() - interval '24 hours'`);
      dashboard.audit = { actions_24h: a!.n };
    }
    return dashboard;
  }
}
