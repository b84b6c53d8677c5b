import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ensureAccountStrings, setLanguage } from '@/shared/i18n';
import { useSession } from '@/shared/store/session-store';
import { fail, fakeApi, fakeToken, ok } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render';
import KissesPage from './routes/kisses-page';

const wink = (id: number, extra: Record<string, unknown> = {}) => ({
  user_id: id,
  user_type: 'woman',
  name: `Lady${id}`,
  age: 30,
  country: 'Ukraine',
  city: 'Kyiv',
  avatar_url: null,
  is_online: false,
  time_create: '2026-11-26T07:00:00.000Z',
  seen: false,
  answered: false,
  can_wink: true,
  ...extra,
});

describe('/myKisses', () => {
  beforeEach(() => useSession.setState({ token: fakeToken(), userType: 'man', userId: 100001 }));

  it('pages by the section 4 rule: show more while the page came back full, the offset growing by 20; marks the winks seen', async () => {
    const api = fakeApi({
      'kiss/get-kisses': (body) => ok(Array.from({ length: body.offset === 0 ? 20 : 3 }, (_v, i) => wink(Number(body.offset) + i + 1))),
      'kiss/mark': ok({ marked: 23, winks_new: 0 }),
      'profile/counter': ok({ visitors_new: 0, visitors_total: 0, visited: 0, winks_new: 23, favorite_invites: 0 }),
    });
    renderWithApp(<KissesPage />, { route: '/myKisses' });
    await waitFor(() => expect(screen.getAllByTestId('member-row')).toHaveLength(20));
    expect(api.callsTo('kiss/get-kisses')[0]).toMatchObject({ i_winked: false, limit: 20, offset: 0 });
    await waitFor(() => expect(api.callsTo('kiss/mark')).toEqual([expect.objectContaining({ mark_all: true })]));

    await userEvent.click(screen.getByTestId('kisses-list-more'));
    await waitFor(() => expect(screen.getAllByTestId('member-row')).toHaveLength(23));
    expect(api.callsTo('kiss/get-kisses')[1]).toMatchObject({ limit: 20, offset: 20 });
    expect(screen.queryByTestId('kisses-list-more')).toBeNull();
  });

  it('shows the sent winks with their state, an empty state, and an error with retry', async () => {
    let failing = true;
    const api = fakeApi({
      'kiss/get-kisses': (body) => (body.i_winked ? ok([wink(7, { answered: true, seen: true })]) : failing ? fail(10400, 'API error occurred') : ok([])),
      'profile/counter': ok({ visitors_new: 0, visitors_total: 0, visited: 0, winks_new: 0, favorite_invites: 0 }),
    });
    renderWithApp(<KissesPage />, { route: '/myKisses' });
    expect(await screen.findByTestId('kisses-list-error')).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('kisses-list-empty')).toBeTruthy();
    expect(screen.getByText('No winks yet')).toBeTruthy();

    await userEvent.click(screen.getByTestId('tab-sent'));
    expect(await screen.findByText('Winked back at you')).toBeTruthy();
    expect(api.callsTo('kiss/get-kisses').at(-1)).toMatchObject({ i_winked: true });
    expect(api.callsTo('kiss/mark')).toHaveLength(0);
  });

  it('says in Russian that she winked at a man and he winked at a lady', async () => {
    fakeApi({
      'kiss/get-kisses': (body) => ok(body.i_winked ? [wink(8, { answered: true, seen: true })] : [wink(7)]),
      'kiss/mark': ok({ marked: 1, winks_new: 0 }),
      'profile/counter': ok({ visitors_new: 0, visitors_total: 0, visited: 0, winks_new: 1, favorite_invites: 0 }),
    });
    await ensureAccountStrings(); // the member pages' strings, Russian ones with the switch
    await setLanguage('ru');
    try {
      const page = renderWithApp(<KissesPage />, { route: '/myKisses' });
      expect(await screen.findByText('Подмигнула вам')).toBeTruthy();
      await userEvent.click(screen.getByTestId('tab-sent'));
      expect(await screen.findByText('Подмигнула в ответ')).toBeTruthy();
      page.unmount();

      useSession.setState({ token: fakeToken(), userType: 'woman', userId: 200001 });
      renderWithApp(<KissesPage />, { route: '/myKisses' });
      expect(await screen.findByText('Подмигнул вам')).toBeTruthy();
    } finally {
      await setLanguage('en');
    }
  });

  describe('the sent tab has its own empty state (not the received one’s "they will wink at you")', () => {
    const noWinks = () =>
      fakeApi({
        'kiss/get-kisses': ok([]),
        'profile/counter': ok({ visitors_new: 0, visitors_total: 0, visited: 0, winks_new: 0, favorite_invites: 0 }),
      });
    const emptyText = async () => (await screen.findByTestId('kisses-list-empty')).textContent;

    it('a man and a woman are told whom to wink at', async () => {
      noWinks();
      const his = renderWithApp(<KissesPage />, { route: '/myKisses?tab=sent' });
      let text = await emptyText();
      expect(text).toContain('You have not winked at anyone yet');
      expect(text).toContain('Wink at a lady you like: it is free, and she sees it among her winks.');
      expect(text).not.toContain('will wink at you');
      his.unmount();
      useSession.setState({ token: fakeToken(), userType: 'woman', userId: 200001 });
      renderWithApp(<KissesPage />, { route: '/myKisses?tab=sent' });
      text = await emptyText();
      expect(text).toContain('Wink at a man you like: it is free, and he sees it among his winks.');
      expect(text).not.toContain('will wink at you');
    });

    it('in Russian', async () => {
      noWinks();
      useSession.setState({ token: fakeToken(), userType: 'woman', userId: 200001 });
      await ensureAccountStrings();
      await setLanguage('ru');
      try {
        const hers = renderWithApp(<KissesPage />, { route: '/myKisses?tab=sent' });
        const text = await emptyText();
        expect(text).toContain('Вы ещё никому не подмигивали');
        expect(text).toContain('Подмигните мужчине, который вам понравился');
        expect(text).not.toContain('подмигнут вам');
        hers.unmount();
        // the received tab keeps its own text
        renderWithApp(<KissesPage />, { route: '/myKisses' });
        expect(await emptyText()).toContain('Мужчины, которым понравится ваш профиль, подмигнут вам.');
      } finally {
        await setLanguage('en');
      }
    });
  });
});
