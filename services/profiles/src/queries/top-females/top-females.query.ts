import { Query } from '@nestjs/cqrs';
import type { ProfileCard } from '../../domain/profile.js';

/** The ladies with the most distinct visitors. */
export class TopFemalesQuery extends Query<ProfileCard[]> {
  constructor(
    readonly limit: number,
    /** The signed-in viewer (members blocked either way are left out), or null for a visitor. */
    readonly viewerId: string | null = null,
  ) {
    super();
  }
}
