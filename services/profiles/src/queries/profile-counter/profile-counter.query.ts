import { Query } from '@nestjs/cqrs';

/**
 * profile/counter: the counters profiles owns — visitors of the member's profile (new: not seen
 * yet; total), the profiles the member visited, winks not seen yet and ladies' favorite invites
 * waiting for the member's answer. Letters and notifications count in their own services.
 */
export interface ProfileCounters {
  visitors_new: number;
  visitors_total: number;
  visited: number;
  winks_new: number;
  favorite_invites: number;
}

export class ProfileCounterQuery extends Query<ProfileCounters> {
  constructor(readonly memberId: string) {
    super();
  }
}
