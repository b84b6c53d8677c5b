import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { GlobalOverlays } from '@/app/overlays/global-overlays';
import { ensureAccountStrings, setLanguage } from '@/shared/i18n';
import { useSession } from '@/shared/store/session-store';
import { fail, fakeApi, fakeToken, ok } from '@/testing/fake-api';
import { fakeOrder } from '@/testing/fixtures';
import { renderWithApp } from '@/testing/render';
import { packLabel } from './lib/pack-name';
import BuyCreditsPage from './routes/buy-credits-page';
import OrdersPage from './routes/orders-page';
import PaymentsPage from './routes/payments-page';
import { BASIC_PACK, BEST_PACK, STARTER_PACK } from './testing/packs';

beforeEach(() => useSession.setState({ token: fakeToken(), userType: 'man', userId: 100001 }));

const order = (i: number) => fakeOrder(`c${i}`);

describe('orders history', () => {
  it('searches by name or id (debounced), filters by type, sorts per column and pages', async () => {
    const api = fakeApi({
      'credit/get-orders': (body) =>
        ok(
          [...Array(20)].map((_, i) => order(Number(body.offset) + i)),
          { count: 20, total_count: 45 },
        ),
    });
    renderWithApp(<OrdersPage />);
    await waitFor(() => expect(screen.getAllByTestId('row')).toHaveLength(20));
    // The lady of an order opens her profile.
    expect(screen.getAllByTestId('order-companion')[0]).toHaveAttribute('href', '/profile/100020');
    expect(api.callsTo('credit/get-orders')[0]).toMatchObject({
      sort: 'date',
      direction: 'desc',
      search_name_or_id: '',
      search_order_type: '',
      limit: 20,
      offset: 0,
    });

    await userEvent.type(screen.getByTestId('orders-search'), 'Elena');
    await waitFor(() => expect(api.callsTo('credit/get-orders').at(-1)).toMatchObject({ search_name_or_id: 'Elena', offset: 0 }));
    expect(api.callsTo('credit/get-orders').filter((b) => b.search_name_or_id === 'Ele')).toHaveLength(0);

    await userEvent.click(screen.getByRole('combobox', { name: 'Order type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Gift' }));
    await waitFor(() => expect(api.callsTo('credit/get-orders').at(-1)).toMatchObject({ search_order_type: 'gift', search_name_or_id: 'Elena' }));

    const table = screen.getByRole('table', { name: 'Orders history' });
    await userEvent.click(within(table).getByRole('button', { name: 'Credits' }));
    await waitFor(() => expect(api.callsTo('credit/get-orders').at(-1)).toMatchObject({ sort: 'credits', direction: 'desc' }));
    await userEvent.click(within(table).getByRole('button', { name: 'Credits' }));
    await waitFor(() => expect(api.callsTo('credit/get-orders').at(-1)).toMatchObject({ sort: 'credits', direction: 'asc' }));

    await userEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(api.callsTo('credit/get-orders').at(-1)).toMatchObject({ offset: 40, sort: 'credits', direction: 'asc' }));
    expect(screen.getAllByText('Letter').length).toBeGreaterThan(0);
  });

  it('shows credits held for a gift waiting for approval as a pending order with its amount', async () => {
    fakeApi({
      'credit/get-orders': ok([fakeOrder('hold-1', { type: 'gift', type_name: 'gift', credits: 150, held: true }), order(2)], { count: 2, total_count: 2 }),
    });
    renderWithApp(<OrdersPage />);
    await waitFor(() => expect(screen.getAllByTestId('row')).toHaveLength(2));
    const [gift, letter] = screen.getAllByTestId('row');
    expect(within(gift!).getByTestId('order-held')).toHaveTextContent('Pending: credits held');
    expect(gift).toHaveTextContent('Gift');
    expect(gift).toHaveTextContent('150');
    expect(within(letter!).queryByTestId('order-held')).toBeNull();
  });

  it('in Russian, a held order reads as pending', async () => {
    fakeApi({ 'credit/get-orders': ok([fakeOrder('hold-1', { type: 'gift', type_name: 'gift', credits: 150, held: true })], { count: 1, total_count: 1 }) });
    await ensureAccountStrings();
    await setLanguage('ru');
    try {
      renderWithApp(<OrdersPage />);
      expect(await screen.findByTestId('order-held')).toHaveTextContent('Ожидает: кредиты зарезервированы');
    } finally {
      await setLanguage('en');
    }
  });

  it('an empty history says so', async () => {
    fakeApi({ 'credit/get-orders': ok([], { count: 0, total_count: 0 }) });
    renderWithApp(<OrdersPage />);
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
  });
});

// The one-time starter is already bought here.
const STARTER = { ...STARTER_PACK, available: false };
const BEST = BEST_PACK;
const PACKS = [STARTER, BASIC_PACK, BEST];

describe('credit packs', () => {
  it('shows the best and one-time flags, prices per credit, and refuses an already bought one-time pack', async () => {
    fakeApi({
      'credit/get-balance': ok({ credits: 120 }, { credits: 120 }),
      'site/settings/get-price': ok([{ action: 'write_letter', price: 10 }]),
      // Two of the three: the one-time starter and the best value.
      'credit/load-credit-packs': ok([STARTER, BEST]),
    });
    renderWithApp(<BuyCreditsPage />, { route: '/buy/credits?payment=p1&result=declined' });
    const best = await screen.findByTestId('pack-150');
    expect(within(best).getByText('Best value')).toBeInTheDocument();
    expect(within(best).getByText('$0.27 per credit')).toBeInTheDocument();
    const starter = screen.getByTestId('pack-20');
    expect(within(starter).getByText('One-time offer')).toBeInTheDocument();
    expect(within(starter).getByTestId('pack-name')).toHaveTextContent(/^Starter$/);
    // A pack that is only its count has no name (and no empty row for one).
    expect(within(best).queryByTestId('pack-name')).toBeNull();
    expect(within(starter).getByRole('button')).toBeDisabled();
    expect(screen.getByTestId('payment-declined')).toHaveTextContent('Payment declined');
    await waitFor(() => expect(screen.getByTestId('balance-large')).toHaveTextContent('120'));
    expect(screen.getByText('A letter')).toBeInTheDocument();
  });

  it('explains the Best value badge by the price per credit where the figures agree, beside a cheaper one-time starter', async () => {
    // The one-time starter is the cheapest per credit ($0.20), yet it is an introductory offer; the 500 is the cheapest of the rest.
    const packs = [
      { ...STARTER_PACK, best: false },
      { ...BASIC_PACK, best: false },
      { ...BEST_PACK, best: false },
      { ...BEST_PACK, id: 'big', name: '500 credits', credits: 500, price: 119.99, best: true },
    ];
    fakeApi({ 'credit/get-balance': ok({ credits: 0 }, { credits: 0 }), 'site/settings/get-price': ok([]), 'credit/load-credit-packs': ok(packs) });
    renderWithApp(
      <>
        <BuyCreditsPage />
        <GlobalOverlays />
      </>,
      { route: '/buy/credits' },
    );
    const best = await screen.findByTestId('pack-500');
    expect(within(best).getByText('Best value')).toBeInTheDocument();
    expect(within(best).getByTestId('pack-best-note')).toHaveTextContent('The lowest price per credit of the packs you can buy again and again.');
    for (const other of ['pack-20', 'pack-50', 'pack-150']) {
      expect(within(screen.getByTestId(other)).queryByText('Best value')).toBeNull();
      expect(within(screen.getByTestId(other)).queryByTestId('pack-best-note')).toBeNull();
    }
    // The payments modal sums up the same pack with the same badge.
    await userEvent.click(within(best).getByRole('button', { name: /Buy now/ }));
    expect(within(await screen.findByTestId('payments-choice-pack')).getByText('Best value')).toBeInTheDocument();
  });

  it("keeps the back office's badge on a pack that is not the cheapest per credit, without words the figures would contradict", async () => {
    const packs = [
      { ...STARTER_PACK, best: false },
      { ...BASIC_PACK, best: true },
      { ...BEST_PACK, best: false },
    ];
    fakeApi({ 'credit/get-balance': ok({ credits: 0 }, { credits: 0 }), 'site/settings/get-price': ok([]), 'credit/load-credit-packs': ok(packs) });
    renderWithApp(<BuyCreditsPage />, { route: '/buy/credits' });
    const flagged = await screen.findByTestId('pack-50');
    expect(within(flagged).getByText('Best value')).toBeInTheDocument();
    expect(screen.queryByTestId('pack-best-note')).toBeNull();
  });

  it('packs that cannot be read: an error with Try again, which reads them again', async () => {
    let failing = true;
    const api = fakeApi({
      'credit/get-balance': ok({ credits: 120 }, { credits: 120 }),
      'site/settings/get-price': ok([]),
      'credit/load-credit-packs': () => (failing ? fail(10400, 'API error occurred') : ok(PACKS)),
    });
    renderWithApp(<BuyCreditsPage />, { route: '/buy/credits' });
    expect(await screen.findByTestId('packs-error')).toHaveTextContent('The credit packs could not be loaded.');
    expect(screen.queryByTestId('pack-150')).toBeNull();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('pack-150')).toBeInTheDocument();
    expect(screen.queryByTestId('packs-error')).toBeNull();
    expect(api.callsTo('credit/load-credit-packs')).toHaveLength(2);
  });

  it('in Russian, the packs’ error and its Try again', async () => {
    fakeApi({
      'credit/get-balance': ok({ credits: 120 }, { credits: 120 }),
      'site/settings/get-price': ok([]),
      'credit/load-credit-packs': fail(10400, 'API error occurred'),
    });
    await ensureAccountStrings();
    await setLanguage('ru');
    try {
      renderWithApp(<BuyCreditsPage />, { route: '/buy/credits' });
      expect(await screen.findByTestId('packs-error')).toHaveTextContent('Не удалось загрузить пакеты кредитов.');
      expect(screen.getByTestId('packs-retry')).toHaveTextContent('Повторить');
    } finally {
      await setLanguage('en');
    }
  });

  it('pack labels drop the credit count the card already shows', () => {
    expect(packLabel({ name: 'Starter: 20 credits', credits: 20 })).toBe('Starter');
    expect(packLabel({ name: '50 credits', credits: 50 })).toBe('');
    expect(packLabel({ name: 'Gold pack', credits: 500 })).toBe('Gold pack');
  });

  it('in Russian: the name translated, the tags on the card’s edge, no empty label row; the count in Russian plural', async () => {
    fakeApi({
      'credit/get-balance': ok({ credits: 120 }, { credits: 120 }),
      'site/settings/get-price': ok([]),
      'credit/load-credit-packs': ok(PACKS),
    });
    await ensureAccountStrings();
    await setLanguage('ru');
    try {
      renderWithApp(<BuyCreditsPage />, { route: '/buy/credits' });
      const starter = await screen.findByTestId('pack-20');
      expect(within(starter).getByTestId('pack-name')).toHaveTextContent(/^Стартовый$/);
      expect(starter).not.toHaveTextContent(/starter/i);
      expect(within(starter).getByTestId('pack-tags')).toHaveTextContent(/^Стартовый$/);
      expect(within(starter).getByTestId('pack-one-time')).toHaveTextContent('Один раз');
      expect(screen.getByTestId('pack-50')).toHaveTextContent('50кредитов');
      expect(within(screen.getByTestId('pack-50')).queryByTestId('pack-tags')).toBeNull();
      expect(within(screen.getByTestId('pack-150')).getByTestId('pack-tags')).toHaveTextContent(/^Выгоднее всего$/);
    } finally {
      await setLanguage('en');
    }
  });
});

describe('payments history', () => {
  const payment = (id: string, pack_name: string, credits: number, price: number) => ({
    id,
    pack_name,
    credits,
    price,
    created_at: '2026-11-29T10:00:00.000Z',
    status: 'approved',
    reversed: false,
  });
  const PAYMENTS = [
    payment('p1', '50 credits', 50, 14.99),
    payment('p2', 'Starter: 20 credits', 20, 3.99),
    payment('p3', '1 credit', 1, 0.5),
    payment('p4', 'Gold pack', 2, 1),
  ];
  const packs = () => screen.getAllByTestId('row').map((r) => r.querySelectorAll('td')[1]?.textContent);

  it('names a pack by its count, with its name when it has one', async () => {
    fakeApi({ 'credit/replenishment': ok(PAYMENTS, { total_count: 4 }) });
    renderWithApp(<PaymentsPage />);
    await waitFor(() => expect(screen.getAllByTestId('row')).toHaveLength(4));
    expect(packs()).toEqual(['50 credits', 'Starter: 20 credits', '1 credit', 'Gold pack: 2 credits']);
  });

  it('in Russian, with the Russian plural of the count (not the server’s English name)', async () => {
    fakeApi({ 'credit/replenishment': ok(PAYMENTS, { total_count: 4 }) });
    await ensureAccountStrings();
    await setLanguage('ru');
    try {
      renderWithApp(<PaymentsPage />);
      await waitFor(() => expect(screen.getAllByTestId('row')).toHaveLength(4));
      expect(packs()).toEqual(['50 кредитов', 'Стартовый: 20 кредитов', '1 кредит', 'Gold pack: 2 кредита']);
    } finally {
      await setLanguage('en');
    }
  });
});
