import { Query } from '@nestjs/cqrs';

/**
 * profile/counter: the counters profiles owns — visitors of the member's profile (new: not seen
 * yet; total) and the profiles the member visited. Winks, letters and notifications count in
 * their own services.
 */
export interface ProfileCounters {
  visitors_new: number;
  visitors_total: number;
  visited: number;
}

export class ProfileCounterQuery extends Query<ProfileCounters> {
  constructor(readonly memberId: string) {
    super();
  }
}
