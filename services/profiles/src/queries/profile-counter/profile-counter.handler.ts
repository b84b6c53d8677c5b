import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ServiceDb } from '@dating/platform';
import { memberIdParam } from '../../infrastructure/profile.reader.js';
import { PROFILES_DB } from '../../profiles.tokens.js';
import { type ProfileCounters, ProfileCounterQuery } from './profile-counter.query.js';

@QueryHandler(ProfileCounterQuery)
export class ProfileCounterHandler implements IQueryHandler<ProfileCounterQuery> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  async execute({ memberId }: ProfileCounterQuery): Promise<ProfileCounters> {
    if (memberIdParam(memberId) === null) return { visitors_new: 0, visitors_total: 0, visited: 0 };
    // visits_by_visited for the first two, the primary key (visitor first) for the third.
    const [row] = await this.db.query<ProfileCounters>(
      `SELECT (SELECT count(*) FILTER (WHERE seen_at IS NULL) FROM profiles.visits WHERE visited_id = $1)::int AS visitors_new,
              (SELECT count(*) FROM profiles.visits WHERE visited_id = $1)::int AS visitors_total,
              (SELECT count(*) FROM profiles.visits WHERE visitor_id = $1)::int AS visited`,
      [memberId],
    );
    return row!;
  }
}
