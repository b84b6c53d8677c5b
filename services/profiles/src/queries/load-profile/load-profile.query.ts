import { Query } from '@nestjs/cqrs';
import type { MemberPrincipal } from '@dating/platform';
import type { MemberProfileView, OwnProfileView } from '../../domain/profile.js';

/**
 * profile/load: the member's own profile (no target, or their own id), or another member's —
 * of the other sex only (spec section 6) — which records a visit (ProfileVisited).
 */
export class LoadProfileQuery extends Query<OwnProfileView | MemberProfileView> {
  constructor(
    readonly viewer: MemberPrincipal,
    readonly targetId: string | null,
  ) {
    super();
  }
}
