import { PAGE_SIZES } from '@dating/rules';
import { usePagedList } from '@/shared/hooks/use-paged-list';

/** A news item of `user-news/load-all` / `user-news/favorite`: a member's public photo or video, accepted by moderation. */
export interface NewsEntry {
  id: number;
  type: 'photo' | 'video';
  user_id: number;
  /** The author's current name ('' when unknown). */
  name: string;
  avatar_url: string | null;
  media_id: number;
  /** The photo's small preview (null for a video, or when there is none). */
  preview_url: string | null;
  /** ISO 8601, UTC. */
  time_create: string;
}

/** All news (members of the other sex) or only from the member's favorites. */
export type NewsFeed = 'all' | 'favorite';

export const newsKeys = { feed: (feed: NewsFeed) => ['news', feed] as const };

/** The feed, newest first, 10 a page (spec section 4's show-more rule). */
export function useNews(feed: NewsFeed) {
  return usePagedList<NewsEntry>(newsKeys.feed(feed), feed === 'favorite' ? 'user-news/favorite' : 'user-news/load-all', {}, PAGE_SIZES.news);
}
