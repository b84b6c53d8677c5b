import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GlobalOverlays } from '@/app/overlays/global-overlays';
import { ensureAccountStrings } from '@/shared/i18n';
import { useSession } from '@/shared/store/session-store';
import { openModal, useUi } from '@/shared/store/ui-store';
import { fail, fakeApi, fakeToken, ok, type Handler } from '@/testing/fake-api';
import { fakeOrder } from '@/testing/fixtures';
import { renderWithApp } from '@/testing/render';
import { BalanceChip } from './components/balance-chip';
import CreditModals from './components/credit-modals';
import BuyCreditsPage from './routes/buy-credits-page';

const PRICES = [
  { action: 'text_chat', price: 1 },
  { action: 'video_chat', price: 3 },
  { action: 'write_letter', price: 10 },
  { action: 'private_photo_buy', price: 5 },
  { action: 'private_video_buy', price: 22 },
  { action: 'realinfo_request', price: 500 },
];

const order = (i: number, extra: object = {}) => fakeOrder(`o${i}`, extra);

function api(overrides: Record<string, Record<string, unknown> | Handler> = {}) {
  return fakeApi({
    'credit/get-balance': ok({ credits: 1234 }, { credits: 1234 }),
    'credit/get-orders': ok([order(1, { type: 'text_chat', credits: 7, quantity: 7 }), order(2), order(3, { reversed: true }), order(4), order(5)], {
      total_count: 5,
    }),
    'site/settings/get-price': ok(PRICES),
    'credit/load-credit-packs': ok([]),
    ...overrides,
  });
}

const dialog = (name: string) => screen.findByRole('dialog', { name });

beforeEach(() => {
  useSession.setState({ token: fakeToken(), userType: 'man', userId: 100001 });
  useUi.setState({ modals: {}, modalData: {} });
});
afterEach(() => i18next.changeLanguage('en'));

describe('balance modal', () => {
  it('the header balance chip opens it (through the global overlays): his balance, his latest orders, and Buy credits', async () => {
    const calls = api();
    const { router } = renderWithApp(
      <>
        <BalanceChip />
        <GlobalOverlays />
      </>,
      { route: '/search' },
    );
    const chip = await screen.findByRole('button', { name: 'Balance: 1,234 credits' });
    expect(chip).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(chip);
    const modal = await dialog('Your balance');
    expect(router.state.location.pathname).toBe('/search');
    expect(within(modal).getByTestId('balance-modal-value')).toHaveTextContent('1,234');
    expect(within(modal).getByText('credits')).toBeInTheDocument();

    // The newest three of the orders history's first page (the same request as /orders).
    await waitFor(() => expect(within(modal).getAllByTestId('balance-order')).toHaveLength(3));
    const [chat, letter, refunded] = within(modal).getAllByTestId('balance-order');
    expect(chat).toHaveTextContent('Text chat · Elena');
    expect(chat).toHaveTextContent('7 credits');
    expect(letter).toHaveTextContent('Letter · Elena');
    expect(refunded).toHaveTextContent('Refunded');
    expect(calls.callsTo('credit/get-orders')[0]).toMatchObject({ sort: 'date', direction: 'desc', offset: 0 });

    await userEvent.click(within(modal).getByRole('button', { name: 'Buy credits' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/buy/credits'));
    expect(useUi.getState().modals.balance).toBe(false);
  });

  it('Orders history leads to /orders; the keyboard opens it too', async () => {
    api();
    const { router } = renderWithApp(
      <>
        <BalanceChip />
        <CreditModals />
      </>,
    );
    await screen.findByRole('button', { name: 'Balance: 1,234 credits' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const modal = await dialog('Your balance');
    await userEvent.click(within(modal).getByRole('button', { name: 'Orders history' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a balance that fails to load says so with a retry; no orders yet says so', async () => {
    let balanceFails = true;
    api({
      'credit/get-balance': () => (balanceFails ? fail(10400, 'API error occurred') : ok({ credits: 1 }, { credits: 1 })),
      'credit/get-orders': ok([], { total_count: 0 }),
    });
    renderWithApp(<CreditModals />);
    openModal('balance');
    const modal = await dialog('Your balance');
    expect(await within(modal).findByText('Balance error')).toBeInTheDocument();
    expect(await within(modal).findByTestId('balance-orders-empty')).toHaveTextContent('No orders yet');

    balanceFails = false;
    await userEvent.click(within(modal).getByTestId('balance-modal-retry'));
    expect(await within(modal).findByTestId('balance-modal-value')).toHaveTextContent('1');
    expect(within(modal).getByText('credit')).toBeInTheDocument();
  });

  it('a gift waiting for approval is among the latest orders as held, with its amount', async () => {
    api({
      'credit/get-orders': ok([order(1, { id: 'hold-1', type: 'gift', type_name: 'gift', credits: 150, held: true }), order(2)], { total_count: 2 }),
    });
    renderWithApp(<CreditModals />);
    openModal('balance');
    const modal = await dialog('Your balance');
    await waitFor(() => expect(within(modal).getAllByTestId('balance-order')).toHaveLength(2));
    const [gift, letter] = within(modal).getAllByTestId('balance-order');
    expect(gift).toHaveTextContent('Gift · Elena');
    expect(within(gift!).getByTestId('balance-order-held')).toHaveTextContent('Pending: credits held');
    expect(gift).toHaveTextContent('150 credits');
    expect(within(letter!).queryByTestId('balance-order-held')).toBeNull();
  });

  it('orders that fail to load do not hide the balance', async () => {
    api({ 'credit/get-orders': fail(10400, 'API error occurred') });
    renderWithApp(<CreditModals />);
    openModal('balance');
    const modal = await dialog('Your balance');
    expect(await within(modal).findByTestId('balance-orders-error')).toBeInTheDocument();
    expect(within(modal).getByTestId('balance-modal-value')).toHaveTextContent('1,234');
  });
});

describe('credits info modal', () => {
  it('opens from the balance modal with every price of the price list; Buy credits leads to the packs', async () => {
    api();
    const { router } = renderWithApp(<CreditModals />, { route: '/myProfile' });
    openModal('balance');
    await userEvent.click(within(await dialog('Your balance')).getByRole('button', { name: 'What do credits pay for?' }));
    const modal = await dialog('What credits pay for');
    await waitFor(() => expect(within(modal).getByTestId('service-write_letter')).toHaveTextContent('10 credits'));
    expect(screen.queryByRole('dialog', { name: 'Your balance' })).not.toBeInTheDocument();
    expect(within(modal).getByTestId('service-write_letter')).toHaveTextContent('A letter or a reply');
    expect(within(modal).getByTestId('service-text_chat')).toHaveTextContent('1 credit / min');
    expect(within(modal).getByTestId('service-video_chat')).toHaveTextContent('3 credits / min');
    expect(within(modal).getByTestId('service-private_photo_buy')).toHaveTextContent('5 credits');
    expect(within(modal).getByTestId('service-private_video_buy')).toHaveTextContent('22 credits');
    expect(within(modal).getByTestId('service-realinfo_request')).toHaveTextContent('500 credits');
    expect(within(modal).getByTestId('service-gifts')).toHaveTextContent('Gifts');

    await userEvent.click(within(modal).getByRole('button', { name: 'Buy credits' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/buy/credits'));
    expect(useUi.getState().modals.creditsInfo).toBe(false);
  });

  it('lists only what the price list has, and says when it cannot be loaded', async () => {
    let pricesFail = true;
    api({ 'site/settings/get-price': () => (pricesFail ? fail(10400, 'API error occurred') : ok([{ action: 'write_letter', price: 1500 }])) });
    renderWithApp(<CreditModals />);
    openModal('creditsInfo');
    const modal = await dialog('What credits pay for');
    expect(await within(modal).findByTestId('prices-error')).toHaveTextContent('The prices could not be loaded.');
    pricesFail = false;
    await userEvent.click(within(modal).getByRole('button', { name: 'Try again' }));
    expect(await within(modal).findByTestId('service-write_letter')).toHaveTextContent('1,500 credits');
    expect(within(modal).queryByTestId('service-text_chat')).not.toBeInTheDocument();
  });

  it('the buy-credits page has an info link near the packs', async () => {
    api();
    renderWithApp(
      <>
        <BuyCreditsPage />
        <CreditModals />
      </>,
      { route: '/buy/credits' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'What do credits pay for?' }));
    const modal = await dialog('What credits pay for');
    await waitFor(() => expect(within(modal).getByTestId('service-realinfo_request')).toHaveTextContent('500 credits'));
  });

  it('Russian: natural plural forms of the credit units', async () => {
    await ensureAccountStrings();
    await i18next.changeLanguage('ru');
    await ensureAccountStrings();
    api({
      'site/settings/get-price': ok([
        { action: 'text_chat', price: 1 },
        { action: 'video_chat', price: 3 },
        { action: 'write_letter', price: 10 },
        { action: 'realinfo_request', price: 1500 },
      ]),
    });
    renderWithApp(<CreditModals />);
    openModal('creditsInfo');
    const modal = await dialog('Что оплачивается кредитами');
    await waitFor(() => expect(within(modal).getByTestId('service-text_chat')).toHaveTextContent('1 кредит / мин'));
    expect(within(modal).getByTestId('service-video_chat')).toHaveTextContent('3 кредита / мин');
    expect(within(modal).getByTestId('service-write_letter')).toHaveTextContent('10 кредитов');
    // ru-RU groups thousands with a no-break space.
    expect(within(modal).getByTestId('service-realinfo_request').textContent?.replace(/\s/g, ' ')).toContain('1 500 кредитов');
    expect(within(modal).getByRole('button', { name: 'Купить кредиты' })).toBeInTheDocument();
  });
});

describe('letters-and-chat info modal', () => {
  it('tells a man how letters and chat minutes are paid, at the live prices', async () => {
    api();
    const { router } = renderWithApp(<CreditModals />, { route: '/letters/inbox' });
    openModal('lettersChatInfo');
    const modal = await dialog('How letters and chat work');
    const letters = within(modal).getByTestId('info-letters');
    await waitFor(() => expect(letters).toHaveTextContent('10 credits'));
    expect(letters).toHaveTextContent('delivered to her at once');
    const chat = within(modal).getByTestId('info-chat');
    expect(chat).toHaveTextContent('1 credit / min');
    expect(chat).toHaveTextContent('From her first reply the chat is billed per minute');
    expect(chat).toHaveTextContent('While her live cam is on, a minute costs 3 credits instead.');
    await userEvent.click(within(modal).getByRole('button', { name: 'Buy credits' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/buy/credits'));
  });

  it('tells a woman that writing and chatting are free for her (no prices asked)', async () => {
    useSession.setState({ token: fakeToken(), userType: 'woman', userId: 100002 });
    const calls = api();
    renderWithApp(<CreditModals />);
    openModal('lettersChatInfo');
    const modal = await dialog('Letters and chat are free for you');
    expect(modal).toHaveTextContent('ladies never pay');
    expect(within(modal).queryByRole('button', { name: 'Buy credits' })).not.toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(useUi.getState().modals.lettersChatInfo).toBe(false));
    expect(calls.callsTo('site/settings/get-price')).toHaveLength(0);
  });
});
