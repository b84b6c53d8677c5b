import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { isRecordId, readSitePage, type ServiceDb } from '@dating/platform';
import type { MemberDirectory } from '@dating/profiles/contracts';
import { type NewsType, otherSex } from '../../domain/notifications.js';
import { cardsById } from '../../infrastructure/notifications.js';
import { inFavorites, shownTo } from '../../infrastructure/visibility.js';
import { NOTIFICATIONS_DB } from '../../notifications.tokens.js';
import { NotificationsPorts } from '../../ports/notifications-ports.js';
import { GetNewsQuery, type NewsPage } from './get-news.query.js';

interface NewsRow {
  id: string;
  type: NewsType;
  author_id: string;
  media_id: string;
  created_at: Date;
}

/**
 * The small previews of the page's photos, by photo id: profiles' `attachablePhotos` answers an
 * owner's accepted public photos outside the trash, so one asked per author; a photo it leaves out
 * (trashed, made private since) has no preview.
 */
async function previews(directory: MemberDirectory, rows: NewsRow[]): Promise<Map<string, string>> {
  const byAuthor = new Map<string, string[]>();
  for (const r of rows) if (r.type === 'photo') byAuthor.set(r.author_id, [...(byAuthor.get(r.author_id) ?? []), r.media_id]);
  const found = await Promise.all([...byAuthor].map(([authorId, photoIds]) => directory.attachablePhotos(authorId, photoIds)));
  return new Map(found.flat().map((p) => [p.photoId, p.small]));
}

@QueryHandler(GetNewsQuery)
export class GetNewsHandler implements IQueryHandler<GetNewsQuery> {
  constructor(
    @Inject(NOTIFICATIONS_DB) private readonly db: ServiceDb,
    @Inject(NotificationsPorts) private readonly ports: NotificationsPorts,
  ) {}

  async execute({ memberId, memberSex, favorites, page }: GetNewsQuery): Promise<NewsPage> {
    if (!isRecordId(memberId)) return { items: [], total: 0 };
    const { rows, total } = await readSitePage<NewsRow>(
      this.db,
      {
        text: `SELECT w.id::text, w.type, w.author_id::text, w.media_id::text, w.created_at
                 FROM notifications.news w
                WHERE w.author_sex = $2 AND ${shownTo('$1', 'w.author_id')}${favorites ? ` AND ${inFavorites('$1', 'w.author_id')}` : ''}`,
        params: [memberId, otherSex(memberSex)],
        orderBy: 'r.created_at DESC, r.id::bigint DESC',
      },
      page,
    );
    const directory = this.ports.directory();
    const [cards, previewOf] = await Promise.all([
      cardsById(
        directory,
        rows.map((r) => r.author_id),
      ),
      previews(directory, rows),
    ]);
    return {
      items: rows.map((r) => {
        const card = cards.get(r.author_id);
        return {
          id: Number(r.id),
          type: r.type,
          user_id: Number(r.author_id),
          name: card?.name ?? '',
          avatar_url: card?.avatar ?? null,
          media_id: Number(r.media_id),
          preview_url: r.type === 'photo' ? (previewOf.get(r.media_id) ?? null) : null,
          time_create: new Date(r.created_at).toISOString(),
        };
      }),
      total,
    };
  }
}
