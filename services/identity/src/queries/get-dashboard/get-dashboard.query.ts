import { Query } from '@nestjs/cqrs';
import type { StaffPrincipal } from '@dating/platform';

/** Member figures of the back office's landing page; an agency moderator's are her agency's women. */
export interface MemberFigures {
  total: number;
  men: number;
  women: number;
  /** Registered since 00:00 UTC today. */
  new_today: number;
  /** Registered in the last 7 days (now minus 7 × 24 hours). */
  new_7_days: number;
  banned: number;
  /** Successful sign-ins since 00:00 UTC today. */
  sign_ins_today: number;
}

/** `GET /admin-api/dashboard`: identity's part of the landing page (billing answers `finance-dashboard`). */
export interface Dashboard {
  role: string;
  /** `site` (every member) or `agency` (an agency moderator: the women of `agency_id`). */
  scope: 'site' | 'agency';
  agency_id: string | null;
  members: MemberFigures;
  /** Admins only: the back-office accounts. */
  staff?: { total: number; disabled: number; without_second_factor: number; open_sessions: number };
  /** Admins and finance: staff actions recorded in the last 24 hours. */
  audit?: { actions_24h: number };
  generated_at: string;
}

export class GetDashboardQuery extends Query<Dashboard> {
  constructor(readonly staff: StaffPrincipal) {
    super();
  }
}
