import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findRoute, routeName } from '@/app/routes';
import { ensureAccountStrings, setLanguage } from '@/shared/i18n';
import { formatters } from '@/shared/i18n/format';
import { useSession } from '@/shared/store/session-store';
import { useUi } from '@/shared/store/ui-store';
import { fail, fakeApi, fakeToken, ok, type Handler } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render';
import GiftsPage from './routes/gifts-page';
import { CATALOGUE, giftSend } from './testing';

const SENT = [
  giftSend(1, { gift: { id: 1, name: 'Red roses', category: 'flowers' }, status: 'packaging', comment: 'For the sweetest smile' }),
  giftSend(2, { gift: { id: 6, name: 'Teddy bear', category: 'toys' }, old_price: 150, old_delivery_price: 25, status: 'onWay' }),
  giftSend(3, {
    gift: { id: 3, name: 'Silver pendant', category: 'jewelry' },
    old_price: 900,
    old_delivery_price: 0,
    status: 'delivered',
    date: '2026-03-05T12:00:00.000Z',
    receiver: { user_id: 8, name: 'Elena', avatar: null },
  }),
  giftSend(4, { gift: { id: 7, name: 'Chocolate box', category: 'food_and_beverage' }, status: 'reject', reason: 'The lady is on holiday' }),
];

const rows = () => screen.getAllByTestId('gift-row');
const row = (name: string) => rows().find((r) => within(r).getByTestId('gift-row-name').textContent === name)!;

function openGifts(handlers: Record<string, Record<string, unknown> | Handler>, route = '/gifts') {
  const api = fakeApi(handlers);
  const view = renderWithApp(<GiftsPage />, { route });
  return { api, ...view };
}

beforeEach(async () => {
  await ensureAccountStrings();
  useSession.setState({ token: fakeToken(), userType: 'man', userId: 100001 });
});

describe('/gifts for a man', () => {
  it('lists his sent gifts: the icon, the gift, the lady, what he paid (or has held, or got back), the status, the date, his comment and a rejection’s reason', async () => {
    const { api } = openGifts({ 'present/get-my-gifts': ok(SENT, { count: 4 }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Gifts' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sent gifts' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(rows()).toHaveLength(4));
    // The spec's default: all statuses, by date ascending, 20 a page.
    expect(api.callsTo('present/get-my-gifts')[0]).toMatchObject({ status: 'all', sort: 'date', direction: 'asc', limit: 20, offset: 0 });

    expect(rows().map((r) => within(r).getByTestId('gift-status').textContent)).toEqual(['Packaging', 'On the way', 'Delivered', 'Rejected']);
    const roses = row('Red roses');
    expect(within(roses).getByTestId('LocalFloristRoundedIcon')).toBeInTheDocument();
    expect(within(roses).getByTestId('gift-person')).toHaveTextContent('Receiver: Maria');
    expect(within(roses).getByRole('link', { name: 'Maria' })).toHaveAttribute('href', '/profile/7');
    // Waiting for the moderators, his credits are held, not paid.
    expect(within(roses).getByTestId('gift-paid')).toHaveTextContent('Waiting for approval — 150 credits held (gift 120 credits + delivery 30 credits)');
    expect(within(roses).getByTestId('gift-date')).toHaveTextContent(`Sent ${formatters('en').dateTime('2026-03-02T10:00:00.000Z')}`);
    expect(within(roses).getByTestId('gift-comment-text')).toHaveTextContent('For the sweetest smile');
    expect(within(roses).queryByTestId('gift-reason')).toBeNull();

    expect(within(row('Teddy bear')).getByTestId('ToysRoundedIcon')).toBeInTheDocument();
    expect(within(row('Teddy bear')).getByTestId('gift-paid')).toHaveTextContent(/^Waiting for approval — 175 credits held/);
    const pendant = row('Silver pendant');
    expect(within(pendant).getByRole('link', { name: 'Elena' })).toHaveAttribute('href', '/profile/8');
    expect(within(pendant).getByTestId('gift-paid')).toHaveTextContent('Paid 900 credits (gift 900 credits, free delivery)');
    expect(within(pendant).getByTestId('gift-delivered-date')).toHaveTextContent(`Delivered ${formatters('en').dateTime('2026-03-05T12:00:00.000Z')}`);
    const chocolate = row('Chocolate box');
    expect(within(chocolate).getByTestId('gift-reason')).toHaveTextContent('Reason: The lady is on holiday');
    expect(within(chocolate).getByTestId('gift-reason')).toHaveTextContent('The credits were returned to your balance.');
    expect(within(chocolate).getByTestId('gift-paid')).toHaveTextContent(/^Returned 150 credits/);
    expect(screen.getAllByTestId('gift-paid').filter((p) => p.textContent?.startsWith('Paid'))).toEqual([within(pendant).getByTestId('gift-paid')]);
  });

  it('a gift nobody decided before his hold expired: his credits read as returned, and why; a rejected one keeps its reason', async () => {
    const expired = [
      giftSend(1, { gift: { id: 1, name: 'Red roses', category: 'flowers' }, status: 'packaging', hold_expired_at: '2026-04-01T10:00:00.000Z' }),
      giftSend(2, {
        gift: { id: 6, name: 'Teddy bear', category: 'toys' },
        old_price: 150,
        old_delivery_price: 25,
        status: 'onWay',
        hold_expired_at: '2026-04-01T10:00:00.000Z',
      }),
      giftSend(3, {
        gift: { id: 7, name: 'Chocolate box', category: 'food_and_beverage' },
        status: 'reject',
        reason: 'No decision in time',
        hold_expired_at: '2026-04-01T10:00:00.000Z',
      }),
      giftSend(4, { gift: { id: 2, name: 'Tulips', category: 'flowers' }, status: 'packaging' }),
    ];
    openGifts({ 'present/get-my-gifts': ok(expired) });
    await waitFor(() => expect(rows()).toHaveLength(4));
    const roses = row('Red roses');
    expect(within(roses).getByTestId('gift-paid')).toHaveTextContent('Returned 150 credits (gift 120 credits + delivery 30 credits)');
    expect(within(roses).getByTestId('gift-expired')).toHaveTextContent('Credits returned — the gift expired without a decision.');
    // It will not be delivered now (a moderator can only reject it), and the money is his again.
    expect(within(roses).getByTestId('gift-status')).toHaveTextContent('Not delivered');
    expect(within(row('Chocolate box')).getByTestId('gift-status')).toHaveTextContent('Rejected');
    expect(within(row('Teddy bear')).getByTestId('gift-paid')).toHaveTextContent(/^Returned 175 credits/);
    expect(within(row('Teddy bear')).getByTestId('gift-expired')).toBeInTheDocument();
    // Rejected afterwards: the reason and "returned", once.
    const chocolate = row('Chocolate box');
    expect(within(chocolate).getByTestId('gift-paid')).toHaveTextContent(/^Returned 150 credits/);
    expect(within(chocolate).getByTestId('gift-reason')).toHaveTextContent('Reason: No decision in time');
    expect(within(chocolate).queryByTestId('gift-expired')).toBeNull();
    // A hold that has not expired is still held.
    expect(within(row('Tulips')).getByTestId('gift-paid')).toHaveTextContent(/^Waiting for approval — 150 credits held/);
    expect(within(row('Tulips')).queryByTestId('gift-expired')).toBeNull();
    expect(within(row('Tulips')).getByTestId('gift-status')).not.toHaveTextContent('Not delivered');
  });

  it('filters by status: the chip sends the status and goes into the address; a status with none says so, with Show all', async () => {
    const { api, router } = openGifts({
      'present/get-my-gifts': (body) => ok(body.status === 'all' ? SENT : SENT.filter((g) => g.status === body.status)),
    });
    await waitFor(() => expect(rows()).toHaveLength(4));
    const filter = screen.getByRole('group', { name: 'Status' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Packaging', 'On the way', 'Delivered', 'Rejected']);
    expect(within(filter).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(filter).getByRole('button', { name: 'Delivered' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(api.callsTo('present/get-my-gifts').at(-1)).toMatchObject({ status: 'delivered', sort: 'date', direction: 'asc', offset: 0 });
    expect(router.state.location.search).toBe('?status=delivered');
    expect(within(filter).getByRole('button', { name: 'Delivered' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(filter).getByRole('button', { name: 'Rejected' }));
    await waitFor(() => expect(rows().map((r) => r.dataset.status)).toEqual(['reject']));
    expect(api.callsTo('present/get-my-gifts').at(-1)).toMatchObject({ status: 'reject' });
  });

  it('an empty status says so and Show all goes back to every gift', async () => {
    const { api } = openGifts({ 'present/get-my-gifts': (body) => ok(body.status === 'all' ? SENT : []) }, '/gifts?status=onWay');
    expect(await screen.findByTestId('gifts-list-empty')).toHaveTextContent('No gifts with this status');
    expect(api.callsTo('present/get-my-gifts')[0]).toMatchObject({ status: 'onWay' });
    await userEvent.click(screen.getByRole('button', { name: 'Show all gifts' }));
    await waitFor(() => expect(rows()).toHaveLength(4));
  });

  it('sorts by date or by price, each way: the active sort is pressed and told in words', async () => {
    const { api, router } = openGifts({ 'present/get-my-gifts': ok(SENT) });
    await waitFor(() => expect(rows()).toHaveLength(4));
    const sort = screen.getByRole('group', { name: 'Sort by' });
    const date = within(sort).getByRole('button', { name: 'Date' });
    const price = within(sort).getByRole('button', { name: 'Price' });
    expect(date).toHaveAttribute('aria-pressed', 'true');
    expect(price).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('gift-sorted')).toHaveTextContent('Sorted by date: oldest first');

    await userEvent.click(price);
    await waitFor(() => expect(api.callsTo('present/get-my-gifts').at(-1)).toMatchObject({ sort: 'price', direction: 'asc' }));
    expect(screen.getByTestId('gift-sorted')).toHaveTextContent('Sorted by price: lowest first');
    await userEvent.click(price);
    await waitFor(() => expect(api.callsTo('present/get-my-gifts').at(-1)).toMatchObject({ sort: 'price', direction: 'desc' }));
    expect(router.state.location.search).toBe('?sort=price&direction=desc');
    expect(price).toHaveAttribute('aria-pressed', 'true');
    expect(date).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(date);
    await waitFor(() => expect(api.callsTo('present/get-my-gifts').at(-1)).toMatchObject({ sort: 'date', direction: 'asc' }));
    await userEvent.click(date);
    await waitFor(() => expect(api.callsTo('present/get-my-gifts').at(-1)).toMatchObject({ sort: 'date', direction: 'desc' }));
    expect(screen.getByTestId('gift-sorted')).toHaveTextContent('Sorted by date: newest first');
  });

  it('pages by the section 4 rule: show more while the page came back full, the offset growing by 20', async () => {
    const { api } = openGifts({
      'present/get-my-gifts': (body) =>
        ok(
          Array.from({ length: body.offset === 0 ? 20 : 3 }, (_v, i) => giftSend(Number(body.offset) + i + 1)),
          { count: 23 },
        ),
    });
    await waitFor(() => expect(rows()).toHaveLength(20));
    await userEvent.click(screen.getByTestId('gifts-list-more'));
    await waitFor(() => expect(rows()).toHaveLength(23));
    expect(api.callsTo('present/get-my-gifts')[1]).toMatchObject({ status: 'all', limit: 20, offset: 20 });
    expect(screen.queryByTestId('gifts-list-more')).toBeNull();
  });

  it('no gifts yet: an empty state leading to search; a list that cannot be read: an error with Try again', async () => {
    let failing = true;
    openGifts({ 'present/get-my-gifts': () => (failing ? fail(10400, 'API error occurred') : ok([])) });
    expect(await screen.findByTestId('gifts-list-error')).toHaveTextContent('Something went wrong during request execution. Try again');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const empty = await screen.findByTestId('gifts-list-empty');
    expect(empty).toHaveTextContent('You have not sent any gifts yet');
    expect(within(empty).getByRole('link', { name: 'Search ladies' })).toHaveAttribute('href', '/search');
    // Nothing to filter or sort: the controls are not shown.
    expect(screen.queryByTestId('gift-sorted')).toBeNull();
  });

  it('shows skeletons while the list loads', async () => {
    let answer: (v: unknown) => void = () => {};
    openGifts({ 'present/get-my-gifts': () => new Promise((resolve) => (answer = resolve)) });
    expect(await screen.findByTestId('gifts-list-loading')).toHaveAttribute('aria-busy');
    answer(ok(SENT));
    await waitFor(() => expect(rows()).toHaveLength(4));
  });

  it('the catalogue tab shows the gifts read-only, by category, and tells him to send them from a lady’s profile', async () => {
    const { api, router } = openGifts({ 'present/get-my-gifts': ok(SENT), 'present/get-peresents': ok(CATALOGUE) });
    await userEvent.click(screen.getByRole('tab', { name: 'Gift catalogue' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=catalogue'));
    const catalogue = await screen.findByTestId('gift-catalogue');
    expect(screen.getByTestId('gift-catalogue-hint')).toHaveTextContent('To send a gift, open a lady’s profile and press “Send a gift”');
    expect(
      within(catalogue)
        .getAllByTestId('gift-name')
        .map((n) => n.textContent),
    ).toHaveLength(7);
    expect(within(catalogue).queryAllByTestId('gift-choose')).toEqual([]);
    expect(within(catalogue).getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Flowers');
    await userEvent.click(within(catalogue).getByRole('button', { name: 'Perfume' }));
    expect(
      within(catalogue)
        .getAllByTestId('gift-name')
        .map((n) => n.textContent),
    ).toEqual(['Chanel No. 5']);
    expect(within(within(catalogue).getByTestId('gift-group-perfume')).getByTestId('SpaRoundedIcon')).toBeInTheDocument();
    expect(screen.queryByTestId('gift-row')).toBeNull();
    expect(api.callsTo('present/get-peresents')).toHaveLength(1);
  });

  it('a category this site does not know yet shows last, as "Other", with a plain gift icon', async () => {
    openGifts(
      { 'present/get-peresents': ok([...CATALOGUE, { id: 99, name: 'Star naming', category: 'experiences', price: 300, delivery_price: 0 }]) },
      '/gifts?tab=catalogue',
    );
    const catalogue = await screen.findByTestId('gift-catalogue');
    expect(within(catalogue).getAllByRole('heading', { level: 2 }).at(-1)).toHaveTextContent('Other');
    expect(within(within(catalogue).getByTestId('gift-group-experiences')).getByTestId('RedeemRoundedIcon')).toBeInTheDocument();
  });

  it('has a route of its own, titled for the catalogue tab too', () => {
    const route = findRoute('/gifts')!;
    expect(route).toMatchObject({ path: '/gifts', member: true });
    expect('menOnly' in route).toBe(false);
    expect(routeName(route, true)).toBe('gifts');
    expect(routeName(route, true, '?tab=catalogue')).toBe('giftCatalogue');
  });
});

describe('/gifts for a woman', () => {
  beforeEach(() => useSession.setState({ token: fakeToken(), userType: 'woman', userId: 200001 }));

  it('is "Received gifts": each with its sender (the spec’s label), no status filter, no prices, no catalogue', async () => {
    const received = [
      giftSend(1, { gift: { id: 1, name: 'Red roses', category: 'flowers' }, status: 'delivered', date: '2026-03-05T12:00:00.000Z', comment: 'For you' }),
    ];
    const { api } = openGifts({ 'present/get-my-gifts': ok(received) });
    expect(screen.getByRole('heading', { level: 1, name: 'Received gifts' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(1));
    const roses = row('Red roses');
    expect(within(roses).getByTestId('gift-person')).toHaveTextContent('Sender: John');
    expect(within(roses).getByRole('link', { name: 'John' })).toHaveAttribute('href', '/profile/100001');
    expect(within(roses).getByTestId('gift-date')).toHaveTextContent(`Received ${formatters('en').dateTime('2026-03-05T12:00:00.000Z')}`);
    expect(within(roses).getByTestId('gift-comment-text')).toHaveTextContent('For you');
    expect(within(roses).queryByTestId('gift-paid')).toBeNull();
    expect(screen.queryByText(/Receiver/)).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Status' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Price' })).toBeNull();
    expect(api.callsTo('present/get-my-gifts')[0]).not.toHaveProperty('status');
    expect(api.callsTo('present/get-my-gifts')[0]).toMatchObject({ sort: 'date', direction: 'asc', limit: 20, offset: 0 });
  });

  it('"Say thank you" opens the send-letter modal to him with a thank-you subject (his delivered gift lets her write first)', async () => {
    openGifts({ 'present/get-my-gifts': ok([giftSend(1, { gift: { id: 1, name: 'Red roses', category: 'flowers' }, status: 'delivered' })]) });
    await waitFor(() => expect(rows()).toHaveLength(1));
    await userEvent.click(within(row('Red roses')).getByRole('button', { name: 'Say thank you' }));
    expect(useUi.getState().modals.sendLetter).toBe(true);
    expect(useUi.getState().modalData.sendLetter).toEqual({ companionId: 100001, name: 'John', subject: 'Thank you for the Red roses' });
    useUi.getState().closeModal('sendLetter');
  });

  it('a catalogue address still shows her received gifts; none yet says so', async () => {
    const { api } = openGifts({ 'present/get-my-gifts': ok([]) }, '/gifts?tab=catalogue');
    expect(await screen.findByTestId('gifts-list-empty')).toHaveTextContent('No gifts yet');
    expect(screen.queryByTestId('gift-sorted')).toBeNull();
    expect(screen.queryByTestId('gift-catalogue')).toBeNull();
    expect(api.callsTo('present/get-peresents')).toEqual([]);
  });
});

describe('in Russian', () => {
  afterEach(() => setLanguage('en'));

  it('the tabs, the status chips and filter, the held, paid or returned sum in Russian plural; a lady reads "Отправитель"', async () => {
    await setLanguage('ru');
    const page = openGifts({ 'present/get-my-gifts': ok(SENT) });
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(screen.getByRole('tab', { name: 'Отправленные' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Каталог' })).toBeInTheDocument();
    expect(rows().map((r) => within(r).getByTestId('gift-status').textContent)).toEqual(['Упаковывается', 'В пути', 'Доставлен', 'Отклонён']);
    expect(
      within(screen.getByRole('group', { name: 'Статус' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Все', 'Упаковывается', 'В пути', 'Доставлен', 'Отклонён']);
    expect(within(row('Red roses')).getByTestId('gift-paid').textContent?.replace(/\s/g, ' ')).toBe(
      'Ждёт одобрения — зарезервировано 150 кредитов (подарок 120 кредитов + доставка 30 кредитов)',
    );
    expect(within(row('Silver pendant')).getByTestId('gift-paid').textContent?.replace(/\s/g, ' ')).toBe(
      'Оплачено 900 кредитов (подарок 900 кредитов, доставка бесплатно)',
    );
    expect(within(row('Chocolate box')).getByTestId('gift-paid')).toHaveTextContent(/^Возвращено 150/);
    expect(within(row('Red roses')).getByTestId('gift-person')).toHaveTextContent('Получатель: Maria');
    page.unmount();

    // A hold that expired before a decision: returned, and why.
    const late = openGifts({ 'present/get-my-gifts': ok([giftSend(1, { hold_expired_at: '2026-04-01T10:00:00.000Z' })]) });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]!).getByTestId('gift-paid').textContent?.replace(/\s/g, ' ')).toBe(
      'Возвращено 150 кредитов (подарок 120 кредитов + доставка 30 кредитов)',
    );
    expect(within(rows()[0]!).getByTestId('gift-expired')).toHaveTextContent('Кредиты возвращены — срок рассмотрения подарка истёк без решения.');
    expect(within(rows()[0]!).getByTestId('gift-status')).toHaveTextContent('Не доставлен');
    late.unmount();

    useSession.setState({ token: fakeToken(), userType: 'woman', userId: 200001 });
    openGifts({
      'present/get-my-gifts': ok([giftSend(1, { status: 'delivered', gift: { id: 1, name: 'Red roses', name_ru: 'Красные розы', category: 'flowers' } })]),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Полученные подарки' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]!).getByTestId('gift-person')).toHaveTextContent('Отправитель: John');
    // The gift's Russian name where the catalogue has one.
    expect(within(rows()[0]!).getByTestId('gift-row-name')).toHaveTextContent('Красные розы');
  });
});
