import { Query } from '@nestjs/cqrs';
import type { PublicProfileView } from '../../domain/profile.js';

/** A lady's public profile (spec section 6: what a visitor may see); a man's id is not found. */
export class GetWomanProfileQuery extends Query<PublicProfileView> {
  constructor(readonly memberId: string) {
    super();
  }
}
