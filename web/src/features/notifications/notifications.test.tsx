import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findRoute, routeName } from '@/app/routes';
import { setDocumentTitle } from '@/app/title';
import ChatPresence from '@/features/chat/components/chat-presence';
import { setChatEffects, useChat } from '@/features/chat/store/chat-store';
import { ensureAccountStrings, setLanguage } from '@/shared/i18n';
import { formatters } from '@/shared/i18n/format';
import { useSession } from '@/shared/store/session-store';
import { useUi } from '@/shared/store/ui-store';
import { fail, fakeApi, fakeToken, ok } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render';
import type { NotificationEntry, NotificationType } from './api/notifications';
import { NotificationsBell } from './components/notifications-bell';
import NotificationsPage from './routes/notifications-page';

const TIME = '2026-11-26T07:00:00.000Z';
const note = (id: number, type: NotificationType, extra: Partial<NotificationEntry> = {}): NotificationEntry => ({
  id,
  type,
  user_id: 200 + id,
  name: `Anna${id}`,
  avatar_url: null,
  seen: false,
  time_create: TIME,
  letter_id: type === 'mail' ? 900 + id : null,
  ...extra,
});
const ALL_TYPES = [note(1, 'mail'), note(2, 'wink'), note(3, 'favorite'), note(4, 'invite'), note(5, 'visitor', { seen: true })];

const rows = () => screen.getAllByTestId('notification-row');
const row = (id: number) => rows().find((r) => within(r).getByTestId('notification-sender').getAttribute('href') === `/profile/${200 + id}`)!;

const toasts = () => useUi.getState().toasts.map((t) => `${t.type}: ${t.message}`);

describe('/notifications', () => {
  beforeEach(() => {
    useSession.setState({ token: fakeToken(), userType: 'man', userId: 100001 });
    useUi.setState({ toasts: [] });
  });

  it('says who did what in English, with the time, the unseen mark, the sender’s profile and the place it concerns', async () => {
    const api = fakeApi({ 'notifications/get-all': ok(ALL_TYPES), 'notifications/counter': ok({ unread: 4 }) });
    renderWithApp(<NotificationsPage />, { route: '/notifications' });
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(api.callsTo('notifications/get-all')[0]).toMatchObject({ limit: 20, offset: 0 });
    expect(rows().map((r) => within(r).getByTestId('notification-text').textContent)).toEqual([
      'Anna1 sent you a letter',
      'Anna2 winked at you',
      'Anna3 added you to favorites',
      'Anna4 invites you to her favorites',
      'Anna5 visited your profile',
    ]);
    expect(rows().map((r) => within(r).getByTestId('notification-action').getAttribute('href'))).toEqual([
      '/letters/inbox/201',
      '/myKisses',
      '/favorites?tab=followers',
      '/favorites?tab=followers',
      '/visitors',
    ]);
    expect(within(row(1)).getByRole('link', { name: 'Read the letter' })).toBeTruthy();
    expect(within(row(1)).getByRole('link', { name: 'Anna1' })).toHaveAttribute('href', '/profile/201');
    expect(within(row(1)).getByText(formatters('en').dateTime(TIME))).toHaveAttribute('datetime', TIME);
    // Unseen: the "New" chip and a mark-as-read button; the seen visit has neither.
    expect(rows().map((r) => !!within(r).queryByTestId('notification-new'))).toEqual([true, true, true, true, false]);
    expect(within(row(5)).queryByTestId('notification-mark')).toBeNull();
    expect(screen.getByTestId('tab-all')).toHaveTextContent('All (4)');
  });

  it('speaks Russian with the verb of the sender’s sex: ladies to a man, men to a lady', async () => {
    fakeApi({ 'notifications/get-all': ok(ALL_TYPES), 'notifications/counter': ok({ unread: 4 }) });
    await ensureAccountStrings();
    await setLanguage('ru');
    try {
      const page = renderWithApp(<NotificationsPage />, { route: '/notifications' });
      await waitFor(() => expect(rows()).toHaveLength(5));
      expect(rows().map((r) => within(r).getByTestId('notification-text').textContent)).toEqual([
        'Anna1 прислала вам письмо',
        'Anna2 подмигнула вам',
        'Anna3 добавила вас в избранное',
        'Anna4 приглашает вас в своё избранное',
        'Anna5 посетила ваш профиль',
      ]);
      expect(within(row(1)).getByText(formatters('ru').dateTime(TIME))).toBeTruthy();
      expect(within(row(1)).getByRole('link', { name: 'Читать письмо' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Отметить все прочитанными' })).toBeTruthy();
      page.unmount();

      useSession.setState({ token: fakeToken(), userType: 'woman', userId: 200001 });
      renderWithApp(<NotificationsPage />, { route: '/notifications' });
      await waitFor(() => expect(rows()).toHaveLength(5));
      expect(rows().map((r) => within(r).getByTestId('notification-text').textContent)).toEqual([
        'Anna1 прислал вам письмо',
        'Anna2 подмигнул вам',
        'Anna3 добавил вас в избранное',
        'Anna4 приглашает вас в своё избранное',
        'Anna5 посетил ваш профиль',
      ]);
    } finally {
      await setLanguage('en');
    }
  });

  it("tells a man how his gifts and contact requests ended (decided or expired), in the lady's name, leading to his gifts or her profile", async () => {
    const OUTCOMES = [
      note(1, 'gift_delivered'),
      note(2, 'gift_declined'),
      note(3, 'contacts_ready'),
      note(4, 'contacts_declined'),
      note(5, 'gift_expired'),
      note(6, 'contacts_expired'),
    ];
    fakeApi({ 'notifications/get-all': ok(OUTCOMES), 'notifications/counter': ok({ unread: 6 }) });
    const page = renderWithApp(<NotificationsPage />, { route: '/notifications' });
    await waitFor(() => expect(rows()).toHaveLength(6));
    expect(rows().map((r) => within(r).getByTestId('notification-text').textContent)).toEqual([
      'Your gift to Anna1 was delivered',
      'Your gift to Anna2 was declined. The credits are back on your balance',
      'Anna3 shared her contact details with you',
      'Your request for the contact details of Anna4 was declined. The credits are back on your balance',
      'Your gift to Anna5 was not delivered in time. The credits are back on your balance',
      'Your request for the contact details of Anna6 was not answered in time. The credits are back on your balance',
    ]);
    expect(rows().map((r) => within(r).getByTestId('notification-action').getAttribute('href'))).toEqual([
      '/gifts',
      '/gifts',
      '/profile/203',
      '/profile/204',
      '/gifts',
      '/profile/206',
    ]);
    expect(within(row(3)).getByRole('link', { name: 'See her contacts' })).toBeTruthy();
    page.unmount();

    await ensureAccountStrings();
    await setLanguage('ru');
    try {
      renderWithApp(<NotificationsPage />, { route: '/notifications' });
      await waitFor(() => expect(rows()).toHaveLength(6));
      expect(rows().map((r) => within(r).getByTestId('notification-text').textContent)).toEqual([
        'Anna1 получила ваш подарок',
        'Anna2: ваш подарок отклонён модерацией. Кредиты вернулись на баланс',
        'Anna3 поделилась с вами своими контактами',
        'Anna4: запрос контактов отклонён. Кредиты вернулись на баланс',
        'Anna5: ваш подарок не был доставлен вовремя. Кредиты вернулись на баланс',
        'Anna6: на запрос контактов не ответили вовремя. Кредиты вернулись на баланс',
      ]);
      expect(within(row(3)).getByRole('link', { name: 'Открыть контакты' })).toBeTruthy();
    } finally {
      await setLanguage('en');
    }
  });

  it("tells a reporter how her report ended, in the reported member's name, leading to the safety tips", async () => {
    fakeApi({ 'notifications/get-all': ok([note(1, 'report_actioned'), note(2, 'report_dismissed')]), 'notifications/counter': ok({ unread: 2 }) });
    const page = renderWithApp(<NotificationsPage />, { route: '/notifications' });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows().map((r) => within(r).getByTestId('notification-text').textContent)).toEqual([
      'We looked into your report about Anna1 and took action. Thank you for telling us',
      'We looked into your report about Anna2 and found nothing against our rules',
    ]);
    expect(rows().map((r) => within(r).getByTestId('notification-action').getAttribute('href'))).toEqual(['/safety-tips', '/safety-tips']);
    page.unmount();

    await ensureAccountStrings();
    await setLanguage('ru');
    try {
      renderWithApp(<NotificationsPage />, { route: '/notifications' });
      await waitFor(() => expect(rows()).toHaveLength(2));
      expect(within(row(1)).getByTestId('notification-text').textContent).toBe('Мы рассмотрели вашу жалобу на Anna1 и приняли меры. Спасибо, что сообщили нам');
      expect(within(row(2)).getByRole('link', { name: 'Советы по безопасности' })).toBeTruthy();
    } finally {
      await setLanguage('en');
    }
  });

  it('pages by the section 4 rule: show more while the page came back full, the offset growing by 20', async () => {
    const api = fakeApi({
      'notifications/get-all': (body) =>
        ok(Array.from({ length: body.offset === 0 ? 20 : 3 }, (_v, i) => note(Number(body.offset) + i + 1, 'wink', { seen: true }))),
      'notifications/counter': ok({ unread: 0 }),
    });
    renderWithApp(<NotificationsPage />, { route: '/notifications' });
    await waitFor(() => expect(rows()).toHaveLength(20));
    await userEvent.click(screen.getByTestId('notifications-list-more'));
    await waitFor(() => expect(rows()).toHaveLength(23));
    expect(api.callsTo('notifications/get-all')[1]).toMatchObject({ limit: 20, offset: 20 });
    expect(screen.queryByTestId('notifications-list-more')).toBeNull();
    // Nothing unread: nothing to mark.
    expect(screen.getByTestId('notifications-mark-all')).toBeDisabled();
  });

  it('"Mark all as read" marks every one seen and refreshes the bell', async () => {
    let unread = 4;
    const api = fakeApi({
      'notifications/get-all': ok(ALL_TYPES),
      'notifications/counter': () => ok({ unread }),
      'notifications/mark-as-seen': () => {
        unread = 0;
        return ok({ marked: 4, unread: 0 });
      },
    });
    renderWithApp(
      <>
        <NotificationsBell />
        <NotificationsPage />
      </>,
      { route: '/notifications' },
    );
    await waitFor(() => expect(screen.getByTestId('counter-notifications')).toHaveAttribute('data-count', '4'));
    await waitFor(() => expect(rows()).toHaveLength(5));
    const counterCalls = api.callsTo('notifications/counter').length;

    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByTestId('counter-notifications')).toHaveAttribute('data-count', '0'));
    expect(api.callsTo('notifications/mark-as-seen')).toEqual([expect.objectContaining({ all: true })]);
    expect(screen.queryAllByTestId('notification-new')).toHaveLength(0);
    expect(rows().map((r) => r.dataset.seen)).toEqual(['true', 'true', 'true', 'true', 'true']);
    await waitFor(() => expect(api.callsTo('notifications/counter').length).toBeGreaterThan(counterCalls));
    expect(toasts()).toEqual(['success: All notifications are marked as read']);
    expect(screen.getByTestId('notifications-mark-all')).toBeDisabled();
  });

  it('a click on an unseen notification marks that one seen (its link too, or its button from the keyboard); a seen one is left alone', async () => {
    let unread = 2;
    const api = fakeApi({
      'notifications/get-all': ok([note(1, 'mail'), note(2, 'wink'), note(3, 'visitor', { seen: true })]),
      'notifications/counter': () => ok({ unread }),
      'notifications/mark-as-seen': () => ok({ marked: 1, unread: --unread }),
    });
    const { router } = renderWithApp(
      <>
        <NotificationsBell />
        <NotificationsPage />
      </>,
      { route: '/notifications' },
    );
    await waitFor(() => expect(rows()).toHaveLength(3));
    await waitFor(() => expect(screen.getByTestId('counter-notifications')).toHaveAttribute('data-count', '2'));

    await userEvent.click(within(row(2)).getByTestId('notification-text'));
    await waitFor(() => expect(row(2).dataset.seen).toBe('true'));
    expect(api.callsTo('notifications/mark-as-seen')).toEqual([expect.objectContaining({ notification: 2 })]);
    expect(within(row(2)).queryByTestId('notification-new')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('counter-notifications')).toHaveAttribute('data-count', '1'));
    expect(row(1).dataset.seen).toBe('false');

    await userEvent.click(within(row(3)).getByTestId('notification-text'));
    expect(api.callsTo('notifications/mark-as-seen')).toHaveLength(1);

    // From the keyboard: the row's "Mark as read" button.
    within(row(1)).getByRole('button', { name: 'Mark as read' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(row(1).dataset.seen).toBe('true'));
    expect(api.callsTo('notifications/mark-as-seen').at(-1)).toMatchObject({ notification: 1 });
    expect(router.state.location.pathname).toBe('/notifications');
  });

  it('following an unseen notification’s link marks it seen and opens the letter thread', async () => {
    const api = fakeApi({
      'notifications/get-all': ok([note(1, 'mail')]),
      'notifications/counter': ok({ unread: 1 }),
      'notifications/mark-as-seen': ok({ marked: 1, unread: 0 }),
    });
    const { router } = renderWithApp(<NotificationsPage />, { route: '/notifications' });
    await userEvent.click(await screen.findByRole('link', { name: 'Read the letter' }));
    expect(router.state.location.pathname).toBe('/letters/inbox/201');
    await waitFor(() => expect(api.callsTo('notifications/mark-as-seen')).toEqual([expect.objectContaining({ notification: 1 })]));
  });

  it('shows an error with retry, then the empty states of both tabs (the tab in the URL)', async () => {
    let failing = true;
    const api = fakeApi({
      'notifications/get-all': () => (failing ? fail(10400, 'API error occurred') : ok([])),
      'notifications/from-favorites': ok([]),
      'notifications/counter': ok({ unread: 0 }),
    });
    const { router } = renderWithApp(<NotificationsPage />, { route: '/notifications' });
    expect(await screen.findByTestId('notifications-list-error')).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('notifications-list-empty')).toHaveTextContent('No notifications yet');
    expect(screen.getByRole('link', { name: 'Search ladies' })).toHaveAttribute('href', '/search');

    await userEvent.click(screen.getByRole('tab', { name: 'From favorites' }));
    expect(router.state.location.search).toBe('?tab=favorite');
    expect(await screen.findByText('Nothing from your favorites yet')).toBeTruthy();
    expect(screen.getByText('Notifications from the members in your favorites appear here.')).toBeTruthy();
    expect(api.callsTo('notifications/from-favorites')[0]).toMatchObject({ limit: 20, offset: 0 });
  });

  it('opens on the favorites tab from its link', async () => {
    const api = fakeApi({ 'notifications/from-favorites': ok([note(7, 'favorite')]), 'notifications/counter': ok({ unread: 1 }) });
    renderWithApp(<NotificationsPage />, { route: '/notifications?tab=favorite' });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByRole('tab', { name: 'From favorites' })).toHaveAttribute('aria-selected', 'true');
    expect(api.callsTo('notifications/get-all')).toHaveLength(0);
  });
});

describe('document titles', () => {
  it('names both tabs of /notifications and both children of /news', () => {
    const title = (url: string) => {
      const [path = '', query = ''] = url.split('?');
      setDocumentTitle(routeName(findRoute(path)!, true, query ? `?${query}` : ''));
      return document.title;
    };
    expect(title('/notifications')).toBe('Notifications · Amoria');
    expect(title('/notifications?tab=favorite')).toBe('Notifications from favorites · Amoria');
    expect(title('/news/allNews')).toBe('News · Amoria');
    expect(title('/news/favoriteNews')).toBe('News from favorites · Amoria');
  });
});

describe('the header bell', () => {
  beforeEach(() => useSession.setState({ token: fakeToken(), userType: 'man', userId: 100001 }));
  afterEach(() => {
    setChatEffects(null);
    useChat.getState().reset();
  });

  it('shows the unread count, is named by it and opens /notifications', async () => {
    fakeApi({ 'notifications/counter': ok({ unread: 3 }) });
    const { router } = renderWithApp(<NotificationsBell />, { route: '/search' });
    const bell = screen.getByTestId('counter-notifications');
    await waitFor(() => expect(bell).toHaveAttribute('data-count', '3'));
    expect(bell).toHaveAccessibleName('Unread notifications: 3');
    expect(bell).toHaveAttribute('href', '/notifications');
    await userEvent.click(bell);
    expect(router.state.location.pathname).toBe('/notifications');
  });

  it('a socket_notification from the chat socket refreshes the bell and the open list', async () => {
    let unread = 1;
    let list = [note(1, 'mail')];
    const api = fakeApi({
      'notifications/counter': () => ok({ unread }),
      'notifications/get-all': () => ok(list),
    });
    // The app frame's chat connection gives the store its effects (its chat login fails here: no socket).
    renderWithApp(
      <>
        <ChatPresence />
        <NotificationsBell />
        <NotificationsPage />
      </>,
      { route: '/notifications' },
    );
    await waitFor(() => expect(screen.getByTestId('counter-notifications')).toHaveAttribute('data-count', '1'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    const before = api.callsTo('notifications/get-all').length;

    unread = 2;
    list = [note(2, 'wink'), note(1, 'mail')];
    act(() => useChat.getState().socket_notification({ type: 'wink', userId: '202', fullName: 'Anna2', message: 'Anna2 winked at you' }));
    await waitFor(() => expect(screen.getByTestId('counter-notifications')).toHaveAttribute('data-count', '2'));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(api.callsTo('notifications/get-all').length).toBeGreaterThan(before);
    expect(within(rows()[0]!).getByTestId('notification-text')).toHaveTextContent('Anna2 winked at you');
  });
});
