import { Query } from '@nestjs/cqrs';
import type { SitePage } from '@dating/platform';
import type { MemberSex, NewsType } from '../../domain/notifications.js';

/** A news item as the Site API answers it (user-news/load-all, user-news/favorite). */
export interface NewsItem {
  id: number;
  type: NewsType;
  /** The author. */
  user_id: number;
  /** The author's current name ('' if unknown). */
  name: string;
  /** The author's current avatar (small), or null. */
  avatar_url: string | null;
  /** The photo or video. */
  media_id: number;
  /** The photo's small preview; null for a video, or a photo no longer public, accepted and outside the trash. */
  preview_url: string | null;
  /** ISO 8601 UTC. */
  time_create: string;
}

export interface NewsPage {
  items: NewsItem[];
  total: number;
}

/**
 * user-news/load-all and user-news/favorite: news by members of the other sex than the caller,
 * newest first; `favorites` keeps those by members in the caller's favorites. Never a blocked pair's, nor a banned member's.
 */
export class GetNewsQuery extends Query<NewsPage> {
  constructor(
    readonly memberId: string,
    readonly memberSex: MemberSex,
    readonly favorites: boolean,
    readonly page: SitePage,
  ) {
    super();
  }
}
