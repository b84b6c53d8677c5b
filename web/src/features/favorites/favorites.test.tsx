import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ensureAccountStrings, setLanguage } from '@/shared/i18n';
import { useSession } from '@/shared/store/session-store';
import { useUi } from '@/shared/store/ui-store';
import { fakeApi, fakeToken, ok } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render';
import FavoritesPage from './routes/favorites-page';

const entry = (id: number, name: string, favorite_status: string, my_status = 'can add') => ({
  user_id: id,
  user_type: 'woman',
  name,
  age: 29,
  country: 'Ukraine',
  city: 'Lviv',
  avatar_url: null,
  is_online: true,
  time_create: '2026-11-26T07:00:00.000Z',
  favorite_status,
  my_status,
});

describe('/favorites', () => {
  beforeEach(() => useSession.setState({ token: fakeToken(), userType: 'man', userId: 100001 }));

  it("a man accepts one lady's invite and declines another's (favorite/add and favorite/remove)", async () => {
    const accepted: number[] = [];
    const api = fakeApi({
      'favorite/get-followers': () => ok([entry(11, 'Olena', 'invite'), entry(12, 'Daria', 'invite')].filter((e) => !accepted.includes(e.user_id))),
      'favorite/get-accepted': ok([]),
      'favorite/add': (body) => {
        accepted.push(Number(body.favorite_user_id));
        return ok({ user_id: body.favorite_user_id, status: 'in favorite', action: 'accepted' });
      },
      'favorite/remove': (body) => {
        accepted.push(Number(body.favorite_user_id));
        return ok({ user_id: body.favorite_user_id, status: 'can add', action: 'rejected' });
      },
      'profile/counter': ok({ visitors_new: 0, visitors_total: 0, visited: 0, winks_new: 0, favorite_invites: 2 }),
    });
    renderWithApp(<FavoritesPage />, { route: '/favorites?tab=followers' });
    await waitFor(() => expect(screen.getAllByTestId('favorite-accept')).toHaveLength(2));
    expect(screen.getByTestId('tab-followers').textContent).toBe('Followers (2)');

    await userEvent.click(screen.getAllByTestId('favorite-accept')[0]!);
    await waitFor(() => expect(api.callsTo('favorite/add')).toEqual([expect.objectContaining({ favorite_user_id: 11 })]));
    await waitFor(() => expect(useUi.getState().toasts.map((t) => t.message)).toContain('Invite accepted: you are in each other’s favorites'));
    await waitFor(() => expect(screen.getAllByTestId('favorite-reject')).toHaveLength(1));

    await userEvent.click(screen.getByTestId('favorite-reject'));
    await waitFor(() => expect(api.callsTo('favorite/remove')).toEqual([expect.objectContaining({ favorite_user_id: 12 })]));
    expect(await screen.findByTestId('favorites-list-empty')).toBeTruthy();
  });

  describe('each tab has its own empty state (who follows you is not whom you keep)', () => {
    const emptyLists = () =>
      fakeApi({
        'favorite/get-followers': ok([]),
        'favorite/get-accepted': ok([]),
        'profile/counter': ok({ visitors_new: 0, visitors_total: 0, visited: 0, winks_new: 0, favorite_invites: 0 }),
      });
    const emptyText = async () => (await screen.findByTestId('favorites-list-empty')).textContent;

    it('a man: his favorites say how to keep a lady; his followers, that a lady’s invitation appears there', async () => {
      emptyLists();
      const accepted = renderWithApp(<FavoritesPage />, { route: '/favorites' });
      expect(await emptyText()).toContain('Tap the heart on a lady’s profile to keep her here.');
      accepted.unmount();
      renderWithApp(<FavoritesPage />, { route: '/favorites?tab=followers' });
      const text = await emptyText();
      expect(text).toContain('No followers yet');
      expect(text).toContain('When a lady invites you to her favorites, her invitation appears here for you to accept.');
      expect(text).not.toContain('Tap the heart');
    });

    it('a woman: her followers are the men who add her, not the men she invites', async () => {
      useSession.setState({ token: fakeToken(), userType: 'woman', userId: 200001 });
      emptyLists();
      const accepted = renderWithApp(<FavoritesPage />, { route: '/favorites' });
      expect(await emptyText()).toContain('Invite a man from his profile: he appears here once he accepts.');
      accepted.unmount();
      renderWithApp(<FavoritesPage />, { route: '/favorites?tab=followers' });
      const text = await emptyText();
      expect(text).toContain('Men who add you to their favorites appear here.');
      expect(text).not.toContain('Invite a man');
    });

    it('in Russian, for him and for her', async () => {
      emptyLists();
      await ensureAccountStrings();
      await setLanguage('ru');
      try {
        const his = renderWithApp(<FavoritesPage />, { route: '/favorites?tab=followers' });
        const text = await emptyText();
        expect(text).toContain('Когда девушка пригласит вас в своё избранное, её приглашение появится здесь');
        expect(text).not.toContain('Нажмите на сердце');
        his.unmount();
        useSession.setState({ token: fakeToken(), userType: 'woman', userId: 200001 });
        renderWithApp(<FavoritesPage />, { route: '/favorites?tab=followers' });
        expect(await emptyText()).toContain('Здесь появятся мужчины, которые добавят вас в избранное.');
      } finally {
        await setLanguage('en');
      }
    });
  });
});
