import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ServiceDb, Sql } from '@dating/platform';
import { ProfilesError } from '../../domain/profile-errors.js';
import { cardView, type ProfileCard } from '../../domain/profile.js';
import { COUNTRY_INVALID } from '../../http/validation.js';
import { Countries } from '../../infrastructure/countries.js';
import { toCard } from '../../infrastructure/profile.reader.js';
import { SearchCounts } from '../../infrastructure/search-counts.js';
import { searchProfiles } from '../../infrastructure/search.reader.js';
import { PROFILES_DB } from '../../profiles.tokens.js';
import { SearchProfilesQuery } from './search-profiles.query.js';

@QueryHandler(SearchProfilesQuery)
export class SearchProfilesHandler implements IQueryHandler<SearchProfilesQuery> {
  private readonly sql: { page: Sql; count: Sql };

  constructor(
    @Inject(PROFILES_DB) db: ServiceDb,
    @Inject(Countries) private readonly countries: Countries,
    @Inject(SearchCounts) private readonly counts: SearchCounts,
  ) {
    // The page on the service's pipelined connections; a count (most come from the cache) on the pool.
    this.sql = { page: db.pipelined, count: db };
  }

  async execute({ criteria }: SearchProfilesQuery): Promise<{ cards: ProfileCard[]; total: number }> {
    if (criteria.countryId !== undefined && !(await this.countries.exists(criteria.countryId)))
      throw new ProfilesError('PROFILES.INVALID', COUNTRY_INVALID, { country: [COUNTRY_INVALID] });
    const now = new Date();
    const { rows, total } = await searchProfiles(this.sql, criteria, this.counts, now);
    return { cards: rows.map((r) => cardView(toCard(r), now)), total };
  }
}
