import { NewsFeed } from '../components/news-feed';

/** /news/allNews: news of members of the other sex. */
export default function AllNews() {
  return <NewsFeed feed="all" />;
}
