import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ServiceDb } from '@dating/platform';
import { memberIdParam } from '../../infrastructure/profile.reader.js';
import { listedFor, UNSEEN_VISITS, UNSEEN_WINKS } from '../../infrastructure/social.js';
import { PROFILES_DB } from '../../profiles.tokens.js';
import { type ProfileCounters, ProfileCounterQuery } from './profile-counter.query.js';

@QueryHandler(ProfileCounterQuery)
export class ProfileCounterHandler implements IQueryHandler<ProfileCounterQuery> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  async execute({ memberId }: ProfileCounterQuery): Promise<ProfileCounters> {
    if (memberIdParam(memberId) === null) return { visitors_new: 0, visitors_total: 0, visited: 0, winks_new: 0, favorite_invites: 0 };
    // visits_by_visited for the first two, the primary key (visitor first) for the third;
    // winks_by_receiver and favorites_by_target for the header's new winks and pending invites.
    // A blocked pair and a banned member count nowhere, as they show in no list.
    const [row] = await this.db.query<ProfileCounters>(
      `SELECT (${UNSEEN_VISITS}) AS visitors_new,
              (SELECT count(*) FROM profiles.visits x WHERE visited_id = $1 AND ${listedFor('$1::bigint', 'x.visitor_id')})::int AS visitors_total,
              (SELECT count(*) FROM profiles.visits x WHERE visitor_id = $1 AND ${listedFor('$1::bigint', 'x.visited_id')})::int AS visited,
              (${UNSEEN_WINKS}) AS winks_new,
              (SELECT count(*) FROM profiles.favorites x WHERE target_id = $1 AND state = 'invite' AND ${listedFor('$1::bigint', 'x.owner_id')})::int AS favorite_invites`,
      [memberId],
    );
    return row!;
  }
}
