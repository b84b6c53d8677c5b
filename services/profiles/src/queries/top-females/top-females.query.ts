import { Query } from '@nestjs/cqrs';
import type { ProfileCard } from '../../domain/profile.js';

/** The ladies with the most distinct visitors. */
export class TopFemalesQuery extends Query<ProfileCard[]> {
  constructor(readonly limit: number) {
    super();
  }
}
