import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ServiceDb } from '@dating/platform';
import { cardView, type ProfileCard } from '../../domain/profile.js';
import { lastJoined } from '../../infrastructure/lists.reader.js';
import { toCard } from '../../infrastructure/profile.reader.js';
import { PROFILES_DB } from '../../profiles.tokens.js';
import { GetLastJoinedQuery } from './get-last-joined.query.js';

@QueryHandler(GetLastJoinedQuery)
export class GetLastJoinedHandler implements IQueryHandler<GetLastJoinedQuery> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  async execute({ userType, limit, viewerId }: GetLastJoinedQuery): Promise<ProfileCard[]> {
    const now = new Date();
    return (await lastJoined(this.db, userType, limit, viewerId)).map((r) => cardView(toCard(r), now));
  }
}
