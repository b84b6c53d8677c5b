import { Query } from '@nestjs/cqrs';
import type { UserType } from '@dating/platform';
import type { ProfileCard } from '../../domain/profile.js';

/** The members of one sex who joined last, newest first. */
export class GetLastJoinedQuery extends Query<ProfileCard[]> {
  constructor(
    readonly userType: UserType,
    readonly limit: number,
    /** The signed-in viewer (members blocked either way are left out), or null for a visitor. */
    readonly viewerId: string | null = null,
  ) {
    super();
  }
}
