import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GlobalOverlays } from '@/app/overlays/global-overlays';
import { ensureAccountStrings, setLanguage } from '@/shared/i18n';
import { useSession } from '@/shared/store/session-store';
import { useUi } from '@/shared/store/ui-store';
import { fail, fakeApi, fakeToken, ok, type Handler } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render';
import BuyCreditsPage from './routes/buy-credits-page';
import { BEST_PACK, STARTER_PACK } from './testing/packs';

const PACKS = [STARTER_PACK, BEST_PACK];

const HOSTED = 'https://pay.example.test/hosted?token=abc';

function api(checkout: Record<string, unknown> | Handler = ok(HOSTED)) {
  return fakeApi({
    'credit/get-balance': ok({ credits: 0 }, { credits: 0 }),
    'site/settings/get-price': ok([]),
    'credit/load-credit-packs': ok(PACKS),
    'segpay/get-url': checkout,
  });
}

/** The page with the global overlays, as the app mounts them (the modal comes with the lazily loaded credits modals). */
function renderPage() {
  return renderWithApp(
    <>
      <BuyCreditsPage />
      <GlobalOverlays />
    </>,
    { route: '/buy/credits' },
  );
}

async function openFor(credits: number) {
  await userEvent.click(within(await screen.findByTestId(`pack-${credits}`)).getByRole('button'));
  return screen.findByRole('dialog', { name: 'Complete your purchase' });
}

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  useSession.setState({ token: fakeToken(), userType: 'man', userId: 100001 });
  useUi.setState({ modals: {}, modalData: {} });
  // The hosted page is another site: record where the browser is sent instead of leaving jsdom's page.
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => vi.unstubAllGlobals());

describe('payments choice modal', () => {
  it('Buy opens it with the pack’s figures and the card method chosen; Continue asks for the hosted page and goes there', async () => {
    let answer: (value: unknown) => void = () => {};
    const calls = api(() => new Promise((resolve) => (answer = resolve)));
    renderPage();
    const buy = within(await screen.findByTestId('pack-150')).getByRole('button');
    expect(buy).toHaveAttribute('aria-haspopup', 'dialog');
    const modal = await openFor(150);

    const pack = within(modal).getByTestId('payments-choice-pack');
    expect(within(pack).getByTestId('payments-choice-credits')).toHaveTextContent('150credits');
    expect(within(pack).getByTestId('payments-choice-price')).toHaveTextContent('$39.99');
    expect(within(pack).getByTestId('payments-choice-per-credit')).toHaveTextContent('$0.27 per credit');
    expect(within(pack).getByText('Best value')).toBeInTheDocument();
    expect(within(pack).queryByTestId('payments-choice-name')).toBeNull(); // only its count: no name
    expect(within(modal).getByRole('radiogroup', { name: 'Payment method' })).toBeInTheDocument();
    const card = within(modal).getByRole('radio', { name: 'Credit or debit card' });
    expect(card).toBeChecked();
    expect(card).toHaveAccessibleDescription('Paid on the secure page of our payment provider');
    expect(within(modal).getByTestId('payments-choice-note')).toHaveTextContent('secure page');
    expect(within(modal).getByRole('link', { name: 'Payment and Refund Policy' })).toHaveAttribute('href', '/refund-policy');
    expect(within(modal).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms-of-use');
    expect(calls.callsTo('segpay/get-url')).toHaveLength(0); // opening asks nothing

    const go = within(modal).getByRole('button', { name: 'Continue to payment' });
    await userEvent.click(go);
    await waitFor(() => expect(calls.callsTo('segpay/get-url')).toHaveLength(1));
    expect(calls.callsTo('segpay/get-url')[0]).toMatchObject({ price_point_id: 'pp3', credit_pack_id: 'popular' });
    // In flight: busy, and neither Continue nor Cancel can be pressed again.
    expect(go).toBeDisabled();
    expect(within(modal).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(assign).not.toHaveBeenCalled();

    answer(ok(HOSTED));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(HOSTED));
    expect(go).toBeDisabled(); // stays busy while the browser leaves
    expect(calls.callsTo('segpay/get-url')).toHaveLength(1);
  });

  it('the keyboard: Buy opens it, the card method is selected, Enter on Continue pays that pack', async () => {
    const calls = api();
    renderPage();
    within(await screen.findByTestId('pack-20'))
      .getByRole('button')
      .focus();
    await userEvent.keyboard('{Enter}');
    const modal = await screen.findByRole('dialog', { name: 'Complete your purchase' });
    expect(within(modal).getByTestId('payments-choice-name')).toHaveTextContent('Starter');
    expect(within(modal).getByTestId('payments-choice-price')).toHaveTextContent('$3.99');
    within(modal).getByRole('radio', { name: 'Credit or debit card' }).focus();
    await userEvent.keyboard(' ');
    expect(within(modal).getByRole('radio', { name: 'Credit or debit card' })).toBeChecked();
    within(modal).getByRole('button', { name: 'Continue to payment' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(HOSTED));
    expect(calls.callsTo('segpay/get-url')).toEqual([expect.objectContaining({ price_point_id: 'pp1', credit_pack_id: 'starter' })]);
  });

  it('a refusal shows inline and the modal stays open for another try: 10034, then the server’s words', async () => {
    const answers = [fail(10034, 'Already exists'), fail(10000, 'Payments are paused for maintenance')];
    const calls = api(() => answers.shift());
    renderPage();
    const modal = await openFor(20);
    const go = within(modal).getByRole('button', { name: 'Continue to payment' });

    await userEvent.click(go);
    expect(await within(modal).findByTestId('payments-choice-error')).toHaveTextContent('Already purchased');
    expect(within(modal).getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Complete your purchase' })).toBe(modal);
    expect(go).toBeEnabled();

    await userEvent.click(go);
    await waitFor(() => expect(within(modal).getByTestId('payments-choice-error')).toHaveTextContent('Payments are paused for maintenance'));
    expect(calls.callsTo('segpay/get-url')).toHaveLength(2);
    expect(assign).not.toHaveBeenCalled();
    expect(useUi.getState().modals.paymentsChoice).toBe(true);
  });

  it('a network failure says the request failed; the error is gone when it opens again', async () => {
    api(() => {
      throw new TypeError('Failed to fetch');
    });
    renderPage();
    const modal = await openFor(150);
    await userEvent.click(within(modal).getByRole('button', { name: 'Continue to payment' }));
    expect(await within(modal).findByTestId('payments-choice-error')).toHaveTextContent('Something went wrong during request execution. Try again');
    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const again = await openFor(150);
    expect(within(again).queryByTestId('payments-choice-error')).toBeNull();
  });

  it('Cancel closes it without asking anything; so do Escape and the close button', async () => {
    const calls = api();
    renderPage();
    let modal = await openFor(150);
    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useUi.getState().modals.paymentsChoice).toBe(false);

    modal = await openFor(20);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    modal = await openFor(20);
    await userEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(calls.callsTo('segpay/get-url')).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
  });

  it('in Russian: the figures in Russian formats and plural, every text translated', async () => {
    api();
    await ensureAccountStrings();
    await setLanguage('ru');
    try {
      renderPage();
      await userEvent.click(within(await screen.findByTestId('pack-150')).getByRole('button'));
      const modal = await screen.findByRole('dialog', { name: 'Оформление покупки' });
      expect(within(modal).getByTestId('payments-choice-credits')).toHaveTextContent('150кредитов');
      expect(within(modal).getByTestId('payments-choice-price')).toHaveTextContent(/^39,99\s\$$/);
      expect(within(modal).getByText('Выгоднее всего')).toBeInTheDocument();
      expect(within(modal).getByRole('radio', { name: 'Банковская карта' })).toBeChecked();
      expect(within(modal).getByRole('link', { name: 'Правила оплаты и возврата' })).toHaveAttribute('href', '/refund-policy');
      expect(within(modal).getByRole('button', { name: 'Перейти к оплате' })).toBeEnabled();
      expect(within(modal).getByRole('button', { name: 'Отмена' })).toBeEnabled();
      expect(modal).not.toHaveTextContent(/credit|payment|card/i);
    } finally {
      await setLanguage('en');
    }
  });
});
