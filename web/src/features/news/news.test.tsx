import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Navigate } from 'react-router-dom';
import { ensureAccountStrings, setLanguage } from '@/shared/i18n';
import { formatters } from '@/shared/i18n/format';
import { useSession } from '@/shared/store/session-store';
import { fail, fakeApi, fakeToken, ok } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render';
import type { NewsEntry } from './api/news';
import AllNews from './routes/all-news';
import FavoriteNews from './routes/favorite-news';
import NewsPage from './routes/news-page';

const TIME = '2026-11-26T07:00:00.000Z';
const item = (id: number, extra: Partial<NewsEntry> = {}): NewsEntry => ({
  id,
  type: 'photo',
  user_id: 300 + id,
  name: `Olga${id}`,
  avatar_url: null,
  media_id: 700 + id,
  preview_url: `/media/photos/${700 + id}/small`,
  time_create: TIME,
  ...extra,
});

/** /news as the router has it: the page with its two children, /news itself going to allNews. */
const open = (route: string) =>
  renderRoutes(
    [
      {
        path: '/news',
        element: <NewsPage />,
        children: [
          { index: true, element: <Navigate to="/news/allNews" replace /> },
          { path: 'allNews', element: <AllNews /> },
          { path: 'favoriteNews', element: <FavoriteNews /> },
        ],
      },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { route },
  );
const cards = () => screen.getAllByTestId('news-card');

describe('/news', () => {
  beforeEach(() => useSession.setState({ token: fakeToken(), userType: 'man', userId: 100001 }));

  it('goes to allNews and shows its cards: author, what they added, the time, the photo preview or a play card', async () => {
    const api = fakeApi({ 'user-news/load-all': ok([item(1), item(2, { type: 'video', preview_url: null }), item(3, { preview_url: null, name: '' })]) });
    const { router } = open('/news');
    await waitFor(() => expect(router.state.location.pathname).toBe('/news/allNews'));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(api.callsTo('user-news/load-all')[0]).toMatchObject({ limit: 10, offset: 0 });
    expect(screen.getByRole('tab', { name: 'All news' })).toHaveAttribute('aria-selected', 'true');

    const [photo, video, bare] = cards() as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(photo).getByRole('link', { name: 'Olga1' })).toHaveAttribute('href', '/profile/301');
    expect(within(photo).getByTestId('news-text')).toHaveTextContent('added a new photo');
    expect(within(photo).getByTestId('news-photo').querySelector('img')).toHaveAttribute('src', '/media/photos/701/small');
    expect(within(photo).getByText(formatters('en').dateTime(TIME))).toHaveAttribute('datetime', TIME);
    expect(within(video).getByTestId('news-text')).toHaveTextContent('added a new video');
    expect(within(video).getByTestId('news-video')).toBeTruthy();
    expect(within(video).getByTestId('PlayArrowRoundedIcon')).toBeTruthy();
    expect(within(video).queryByRole('img')).toBeNull();
    // A photo without a preview: no picture; a member without a name is "A member".
    expect(within(bare).queryByTestId('news-photo')).toBeNull();
    expect(within(bare).getByRole('link', { name: 'A member' })).toHaveAttribute('href', '/profile/303');
  });

  it('pages 10 at a time: show more while the page came back full', async () => {
    const api = fakeApi({
      'user-news/load-all': (body) => ok(Array.from({ length: body.offset === 0 ? 10 : 4 }, (_v, i) => item(Number(body.offset) + i + 1))),
    });
    open('/news/allNews');
    await waitFor(() => expect(cards()).toHaveLength(10));
    await userEvent.click(screen.getByTestId('news-feed-more'));
    await waitFor(() => expect(cards()).toHaveLength(14));
    expect(api.callsTo('user-news/load-all')[1]).toMatchObject({ limit: 10, offset: 10 });
    expect(screen.queryByTestId('news-feed-more')).toBeNull();
  });

  it('the favorites tab reads user-news/favorite; empty, it says what appears there and links to search', async () => {
    const api = fakeApi({ 'user-news/load-all': ok([item(1)]), 'user-news/favorite': ok([]) });
    const { router } = open('/news/allNews');
    await waitFor(() => expect(cards()).toHaveLength(1));
    await userEvent.click(screen.getByRole('tab', { name: 'From favorites' }));
    expect(router.state.location.pathname).toBe('/news/favoriteNews');
    const empty = await screen.findByTestId('news-feed-empty');
    expect(empty).toHaveTextContent('No news from your favorites yet');
    expect(empty).toHaveTextContent('News from the members in your favorites appear here');
    expect(within(empty).getByRole('link', { name: 'Search ladies' })).toHaveAttribute('href', '/search');
    expect(api.callsTo('user-news/favorite')[0]).toMatchObject({ limit: 10, offset: 0 });
    expect(screen.getByRole('tab', { name: 'From favorites' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the loading state, then an error with retry, then the empty all-news state', async () => {
    let failing = true;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    fakeApi({
      'user-news/load-all': async () => {
        await gate;
        return failing ? fail(10400, 'API error occurred') : ok([]);
      },
    });
    open('/news/allNews');
    expect(await screen.findByTestId('news-feed-loading')).toBeTruthy();
    release();
    expect(await screen.findByTestId('news-feed-error')).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('news-feed-empty')).toHaveTextContent('No news yet');
  });

  it('in Russian the verb agrees with the author: ladies’ news for a man, men’s for a lady', async () => {
    fakeApi({ 'user-news/load-all': ok([item(1), item(2, { type: 'video', preview_url: null })]) });
    await ensureAccountStrings();
    await setLanguage('ru');
    try {
      const page = open('/news/allNews');
      await waitFor(() => expect(cards()).toHaveLength(2));
      expect(cards().map((c) => within(c).getByTestId('news-text').textContent)).toEqual(['добавила новое фото', 'добавила новое видео']);
      expect(screen.getByRole('tab', { name: 'Все новости' })).toBeTruthy();
      page.unmount();

      useSession.setState({ token: fakeToken(), userType: 'woman', userId: 200001 });
      open('/news/allNews');
      await waitFor(() => expect(cards()).toHaveLength(2));
      expect(cards().map((c) => within(c).getByTestId('news-text').textContent)).toEqual(['добавил новое фото', 'добавил новое видео']);
      expect(screen.getByRole('tab', { name: 'От избранных' })).toBeTruthy();
    } finally {
      await setLanguage('en');
    }
  });
});
