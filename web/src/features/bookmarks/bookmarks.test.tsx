import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/shared/store/session-store';
import { useUi } from '@/shared/store/ui-store';
import { fakeApi, fakeToken, ok } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render';
import BookmarksPage from './routes/bookmarks-page';

const entry = (id: number, name: string) => ({
  user_id: id,
  user_type: 'woman',
  name,
  age: 29,
  country: 'Ukraine',
  city: 'Lviv',
  avatar_url: null,
  is_online: false,
  time_create: '2026-11-26T07:00:00.000Z',
});

describe('/bookmarks', () => {
  beforeEach(() => {
    useSession.setState({ token: fakeToken(), userType: 'man', userId: 100001 });
    useUi.setState({ toasts: [], confirmState: null });
  });

  it('lists my bookmarks 12 a page with show-more while pages come back full, and removes one after confirming', async () => {
    const ladies = Array.from({ length: 13 }, (_, i) => entry(11 + i, `Lady ${i + 1}`));
    const removed: number[] = [];
    const api = fakeApi({
      'bookmark/get': (body) => {
        const left = ladies.filter((l) => !removed.includes(l.user_id));
        return ok(left.slice(Number(body.offset), Number(body.offset) + Number(body.limit)));
      },
      'bookmark/remove': (body) => {
        removed.push(Number(body.target_user_id));
        return ok({ user_id: body.target_user_id, bookmarked: false });
      },
    });
    renderWithApp(<BookmarksPage />, { route: '/bookmarks' });
    await waitFor(() => expect(screen.getAllByTestId('member-row')).toHaveLength(12));
    expect(api.callsTo('bookmark/get')[0]).toMatchObject({ limit: 12, offset: 0 });
    await userEvent.click(screen.getByTestId('bookmarks-list-more'));
    await waitFor(() => expect(screen.getAllByTestId('member-row')).toHaveLength(13));
    expect(api.callsTo('bookmark/get')[1]).toMatchObject({ limit: 12, offset: 12 });
    // The second page came back short: no show-more any more.
    expect(screen.queryByTestId('bookmarks-list-more')).toBeNull();

    await userEvent.click(screen.getAllByTestId('bookmark-remove')[0]!);
    await waitFor(() => expect(useUi.getState().confirmState?.message).toBe('Remove this member from your bookmarks?'));
    act(() => useUi.getState().answerConfirm(true));
    await waitFor(() => expect(api.callsTo('bookmark/remove')).toEqual([expect.objectContaining({ target_user_id: 11 })]));
    await waitFor(() => expect(screen.queryByText('Lady 1')).toBeNull());
    expect(useUi.getState().toasts.map((t) => t.message)).toContain('Bookmark removed');
  });

  it('says so when there are no bookmarks yet, and offers the search', async () => {
    fakeApi({ 'bookmark/get': ok([]) });
    renderWithApp(<BookmarksPage />, { route: '/bookmarks' });
    expect(await screen.findByTestId('bookmarks-list-empty')).toHaveTextContent('No bookmarks yet');
    expect(screen.getByRole('link', { name: 'Search ladies' })).toHaveAttribute('href', '/search');
  });
});
