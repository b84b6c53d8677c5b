import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ServiceDb } from '@dating/platform';
import { cardView, type ProfileCard } from '../../domain/profile.js';
import { onlineMembers } from '../../infrastructure/lists.reader.js';
import { toCard } from '../../infrastructure/profile.reader.js';
import { PROFILES_DB } from '../../profiles.tokens.js';
import { GetOnlineWomenQuery } from './get-online-women.query.js';

@QueryHandler(GetOnlineWomenQuery)
export class GetOnlineWomenHandler implements IQueryHandler<GetOnlineWomenQuery> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  async execute({ limit, offset, viewerId }: GetOnlineWomenQuery): Promise<{ list: ProfileCard[]; count: number }> {
    const now = new Date();
    const { rows, total } = await onlineMembers(this.db, 'woman', limit, offset, now, viewerId);
    return { list: rows.map((r) => cardView(toCard(r), now)), count: total };
  }
}
