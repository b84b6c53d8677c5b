import { Query } from '@nestjs/cqrs';
import type { ProfileCard } from '../../domain/profile.js';

/** Ladies online now, most recently active first: `{ list, count }` (count: all online). */
export class GetOnlineWomenQuery extends Query<{ list: ProfileCard[]; count: number }> {
  constructor(
    readonly limit: number,
    readonly offset: number,
    /** The signed-in viewer (members blocked either way are left out), or null for a visitor. */
    readonly viewerId: string | null = null,
  ) {
    super();
  }
}
