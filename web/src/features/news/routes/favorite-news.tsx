import { NewsFeed } from '../components/news-feed';

/** /news/favoriteNews: news of the members in my favorites. */
export default function FavoriteNews() {
  return <NewsFeed feed="favorite" />;
}
