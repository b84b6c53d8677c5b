import { Query } from '@nestjs/cqrs';
import type { ProfileCard } from '../../domain/profile.js';
import type { SearchCriteria } from '../../domain/search-criteria.js';

/** The ladies search (or, for a lady, the men search): one page of cards and how many match. */
export class SearchProfilesQuery extends Query<{ cards: ProfileCard[]; total: number }> {
  constructor(readonly criteria: SearchCriteria) {
    super();
  }
}
