import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ServiceDb } from '@dating/platform';
import { cardView, type ProfileCard } from '../../domain/profile.js';
import { mostVisited } from '../../infrastructure/lists.reader.js';
import { toCard } from '../../infrastructure/profile.reader.js';
import { PROFILES_DB } from '../../profiles.tokens.js';
import { TopFemalesQuery } from './top-females.query.js';

@QueryHandler(TopFemalesQuery)
export class TopFemalesHandler implements IQueryHandler<TopFemalesQuery> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  async execute({ limit, viewerId }: TopFemalesQuery): Promise<ProfileCard[]> {
    const now = new Date();
    return (await mostVisited(this.db, 'woman', limit, viewerId)).map((r) => cardView(toCard(r), now));
  }
}
