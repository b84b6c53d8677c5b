import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GlobalOverlays } from '@/app/overlays/global-overlays';
import { createQueryClient } from '@/app/query-client';
import { johnsProfile } from '@/features/profile/testing';
import ProfilePage from '@/features/profile/routes/profile-page';
import { ensureAccountStrings, setLanguage } from '@/shared/i18n';
import { useSession } from '@/shared/store/session-store';
import { useUi } from '@/shared/store/ui-store';
import { fail, fakeApi, fakeToken, ok, type Handler } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render';
import type { ContactInfo } from './api/contact-info';

const MARIA = 7;
const JOHN = 100001;

const info = (extra: Partial<ContactInfo> = {}): ContactInfo => ({
  user_id: MARIA,
  status: 'none',
  price: 500,
  contacts: null,
  reason: null,
  time_create: null,
  ...extra,
});
const sent = (extra: Partial<ContactInfo> = {}) => info({ status: 'process', time_create: '2026-03-02T10:00:00.000Z', ...extra });

/** The request button's name (the price is held together by a no-break space). */
const REQUEST_500 = /^Request contacts for 500\scredits$/;

/** Under a full parallel run the profile, then the status, may take longer than findBy's second. */
const SLOW = { timeout: 5000 };

const toasts = () => useUi.getState().toasts.map((t) => `${t.type}: ${t.message}`);

/** The profile `/profile/{id}` of a member (a lady by default) with the global overlays, as the app mounts them. */
function openProfile(handlers: Record<string, Record<string, unknown> | Handler>, { id = MARIA, userType = 'woman' as 'man' | 'woman', name = 'Maria' } = {}) {
  const api = fakeApi({
    'profile/load': ok({ ...johnsProfile, user_id: id, user_type: userType, name, contacts: undefined }),
    'member-photo/get-photos': ok([]),
    'member-video/load-videos': ok([]),
    'site/settings/get-price': ok([]),
    'kiss/avaible-to-kiss': ok([]),
    ...handlers,
  });
  const view = renderRoutes(
    [
      {
        path: '/profile/:id',
        element: (
          <>
            <ProfilePage />
            <GlobalOverlays />
          </>
        ),
      },
      { path: '/buy/credits', element: <div data-testid="buy-credits-page" /> },
    ],
    { route: `/profile/${id}`, queryClient: createQueryClient() },
  );
  return { api, ...view };
}

const contactButton = () => screen.findByTestId('contact-info-button');
async function openModal() {
  await userEvent.click(await contactButton());
  return screen.findByRole('dialog', { name: 'Contact details of Maria' });
}

beforeEach(async () => {
  await ensureAccountStrings();
  useSession.setState({ token: fakeToken(), userType: 'man', userId: JOHN });
  useUi.setState({ modals: {}, modalData: {}, toasts: [] });
});

describe('who sees the contact info button', () => {
  it("a man on a lady's profile, in her actions row; the status is read for it", async () => {
    const { api } = openProfile({ 'realinfo/get-info-status': ok(info()) });
    const button = await contactButton();
    expect(button).toHaveAccessibleName('Contact info');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(screen.getByTestId('profile-actions')).getByTestId('contact-info-button')).toBe(button);
    await waitFor(() => expect(api.callsTo('realinfo/get-info-status')).toEqual([expect.objectContaining({ user_id: MARIA })]));
  });

  const never: [string, 'man' | 'woman', number, { id: number; userType: 'man' | 'woman'; name: string }][] = [
    ['a lady on a man’s profile', 'woman', 200001, { id: JOHN, userType: 'man', name: 'John' }],
    ['a lady on another lady’s profile', 'woman', 200001, { id: MARIA, userType: 'woman', name: 'Maria' }],
    ['a man on his own profile', 'man', JOHN, { id: JOHN, userType: 'man', name: 'John' }],
    ['a man on another man’s profile', 'man', JOHN, { id: 100002, userType: 'man', name: 'Peter' }],
  ];
  it.each(never)('never for %s (and nothing is asked)', async (_who, viewerType, viewerId, profile) => {
    useSession.setState({ token: fakeToken(), userType: viewerType, userId: viewerId });
    const { api } = openProfile({ 'realinfo/get-info-status': ok(info()) }, profile);
    await screen.findByTestId('profile-actions');
    await screen.findByTestId('wink-button');
    expect(screen.queryByTestId('contact-info-button')).toBeNull();
    expect(api.callsTo('realinfo/get-info-status')).toEqual([]);
  });

  it('tells the state at a glance from the same status query the modal reads: pending', async () => {
    const { api } = openProfile({ 'realinfo/get-info-status': ok(sent()) });
    await screen.findByRole('button', { name: 'Contacts: pending' }, SLOW);
    const modal = await openModal();
    expect(await within(modal).findByTestId('contact-info-process')).toBeInTheDocument();
    // one request serves the button and the modal
    expect(api.callsTo('realinfo/get-info-status')).toHaveLength(1);
  });

  it('accepted: "Contacts" with a check (named "Contacts: received" for screen readers)', async () => {
    openProfile({ 'realinfo/get-info-status': ok(info({ status: 'accept', contacts: { phone: '+380 50 123 45 67', email: 'maria@example.com' } })) });
    await screen.findByRole('button', { name: 'Contacts: received' }, SLOW);
    const button = await contactButton();
    expect(button).toHaveTextContent(/^Contacts: received$/);
    expect(within(button).getByTestId('CheckCircleRoundedIcon')).toBeInTheDocument();
  });
});

describe('the contact info modal', () => {
  it("'none': what he gets, the price from the answer, that it is reserved; the request sends her id, toasts, and shows the request's state", async () => {
    let status = info();
    const { api } = openProfile({
      'realinfo/get-info-status': () => ok(status),
      'realinfo/make-request': () => {
        status = sent();
        return ok(status);
      },
      'credit/get-balance': ok({ credits: 1000 }, { credits: 1000 }),
    });
    const modal = await openModal();
    const none = await within(modal).findByTestId('contact-info-none');
    expect(none).toHaveTextContent('phone number and e-mail address');
    expect(none).toHaveTextContent('Her agency and then our team check every request');
    expect(within(none).getByTestId('contact-info-price')).toHaveTextContent('Price500 credits');
    expect(none).toHaveTextContent('The credits are reserved on your balance when you send the request and returned to it if the request is declined.');

    await userEvent.click(within(modal).getByRole('button', { name: REQUEST_500 }));
    expect(await within(modal).findByTestId('contact-info-process')).toHaveTextContent('Waiting for her agency');
    expect(within(modal).getByTestId('contact-info-requested')).toHaveTextContent('Requested on March 2, 2026');
    expect(api.callsTo('realinfo/make-request')).toEqual([expect.objectContaining({ user_id: MARIA })]);
    expect(toasts()).toEqual(['success: Request sent']);
    // the status is read again after the request, and the button follows
    await waitFor(() => expect(api.callsTo('realinfo/get-info-status')).toHaveLength(2));
    expect(await contactButton()).toHaveAccessibleName('Contacts: pending');
    expect(useUi.getState().modals.lowCredits).toBeFalsy();
  });

  it('10025 (not enough credits, his balance unknown here) opens the low-credits modal in place of this one', async () => {
    const { api } = openProfile({
      'realinfo/get-info-status': ok(info()),
      'realinfo/make-request': fail(10025, 'Insufficient wallet balance'),
    });
    const modal = await openModal();
    await userEvent.click(await within(modal).findByRole('button', { name: REQUEST_500 }));
    await waitFor(() => expect(useUi.getState().modals.lowCredits).toBe(true));
    expect(await screen.findByTestId('low-credits-modal')).toBeInTheDocument();
    // not stacked on the contact modal: that one closes
    expect(useUi.getState().modals.contactInfo).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contact details of Maria' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Not enough credits' })).toBeInTheDocument();
    expect(within(modal).queryByTestId('contact-info-refusal')).toBeNull();
    expect(toasts()).toEqual([]);
    expect(api.callsTo('realinfo/make-request')).toHaveLength(1);
  });

  it('a balance below the price: shows it and what is missing, and tops up instead of sending a request bound to fail', async () => {
    const { api, router } = openProfile({
      'realinfo/get-info-status': ok(info()),
      'credit/get-balance': ok({ credits: 102 }, { credits: 102 }),
      'realinfo/make-request': fail(10025, 'Insufficient wallet balance'),
    });
    const modal = await openModal();
    const short = await within(modal).findByTestId('contact-info-short', {}, SLOW);
    expect(within(short).getByTestId('contact-info-balance')).toHaveTextContent('Your balance: 102 credits');
    expect(short).toHaveTextContent('You need 398 credits more to send this request.');
    expect(within(modal).getByTestId('contact-info-price')).toHaveTextContent('Price500 credits');
    expect(within(modal).queryByRole('button', { name: REQUEST_500 })).toBeNull();

    await userEvent.click(within(modal).getByRole('button', { name: 'Top up your balance' }));
    const low = await screen.findByRole('dialog', { name: 'Not enough credits' });
    expect(within(low).getByTestId('low-credits-text')).toHaveTextContent(
      'This costs 500 credits and your balance is 102 credits: top up at least 398 credits to continue.',
    );
    expect(useUi.getState().modals.contactInfo).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contact details of Maria' })).toBeNull());
    expect(api.callsTo('realinfo/make-request')).toEqual([]);

    // Buy credits leads to the packs.
    await userEvent.click(within(low).getByRole('button', { name: 'Buy credits' }));
    await waitFor(() => expect(useUi.getState().modals.lowCredits).toBe(false));
    expect(router.state.location.pathname).toBe('/buy/credits');
  });

  it('shows how far he has come to her contacts for free: his chat minutes and letters against the bar', async () => {
    const unlock = { chat_minutes: 25, letters: 12, chat_minutes_needed: 60, letters_needed: 10, unlocked: false };
    openProfile({ 'realinfo/get-info-status': ok(info({ unlock })), 'credit/get-balance': ok({ credits: 1000 }, { credits: 1000 }) });
    const modal = await openModal();
    const progress = await within(modal).findByTestId('contact-info-unlock');
    expect(progress).toHaveTextContent('Or get them free: chat with her 60 minutes and write her 10 letters');
    expect(within(progress).getByRole('progressbar', { name: 'Chat: 25 of 60 minutes' })).toHaveAttribute('aria-valuenow', '42');
    // More letters than the bar show as the bar (full).
    expect(within(progress).getByRole('progressbar', { name: 'Letters: 10 of 10' })).toHaveAttribute('aria-valuenow', '100');
    expect(within(modal).getByRole('button', { name: REQUEST_500 })).toBeInTheDocument();
  });

  it('unlocked by talking: free, said so, requested without a balance check, even with no credits', async () => {
    const unlock = { chat_minutes: 60, letters: 10, chat_minutes_needed: 60, letters_needed: 10, unlocked: true };
    let status = info({ price: 0, unlock });
    const { api } = openProfile({
      'realinfo/get-info-status': () => ok(status),
      'realinfo/make-request': () => {
        status = sent({ price: 0, unlock });
        return ok(status);
      },
      'credit/get-balance': ok({ credits: 0 }, { credits: 0 }),
    });
    const modal = await openModal();
    expect(await within(modal).findByTestId('contact-info-unlocked')).toHaveTextContent('You and she have talked enough: your request is free.');
    expect(within(modal).getByTestId('contact-info-price')).toHaveTextContent('PriceFree');
    expect(within(modal).queryByTestId('contact-info-unlock')).toBeNull();
    expect(within(modal).queryByTestId('contact-info-short')).toBeNull();
    await userEvent.click(within(modal).getByRole('button', { name: 'Request contacts for free' }));
    expect(await within(modal).findByTestId('contact-info-process')).toBeInTheDocument();
    expect(api.callsTo('realinfo/make-request')).toHaveLength(1);
    expect(useUi.getState().modals.lowCredits).toBeFalsy();
  });

  it('a balance that covers the price keeps the request', async () => {
    openProfile({ 'realinfo/get-info-status': ok(info()), 'credit/get-balance': ok({ credits: 500 }, { credits: 500 }) });
    const modal = await openModal();
    await waitFor(() => expect(within(modal).getByRole('button', { name: REQUEST_500 })).toBeEnabled());
    expect(within(modal).queryByTestId('contact-info-short')).toBeNull();
  });

  it("10034 says 'You already sent request earlier!' and shows where the earlier request stands", async () => {
    let status = info();
    const { api } = openProfile({
      'realinfo/get-info-status': () => ok(status),
      'realinfo/make-request': () => {
        status = sent({ status: 'verification' }); // sent from another device meanwhile
        return fail(10034, 'You already sent request earlier!');
      },
    });
    const modal = await openModal();
    await userEvent.click(await within(modal).findByRole('button', { name: REQUEST_500 }));
    expect(await within(modal).findByTestId('contact-info-refusal')).toHaveTextContent('You already sent request earlier!');
    expect(await within(modal).findByTestId('contact-info-verification')).toHaveTextContent('Waiting for our team');
    expect(api.callsTo('realinfo/get-info-status')).toHaveLength(2);
    expect(useUi.getState().modals.lowCredits).toBeFalsy();
  });

  it("another refusal shows the server's words; a transport failure 'You can't buy contacts for now'", async () => {
    let answer: () => unknown = () => fail(10024, 'Incompatible user types');
    openProfile({ 'realinfo/get-info-status': ok(info()), 'realinfo/make-request': () => answer() });
    const modal = await openModal();
    const request = await within(modal).findByRole('button', { name: REQUEST_500 });
    await userEvent.click(request);
    expect(await within(modal).findByTestId('contact-info-refusal')).toHaveTextContent('Incompatible user types');
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await userEvent.click(request);
    await waitFor(() => expect(within(modal).getByTestId('contact-info-refusal')).toHaveTextContent("You can't buy contacts for now"));
    expect(within(modal).getByTestId('contact-info-none')).toBeInTheDocument();
  });

  it("a status that cannot be read: 'You can't get contacts right now!' and Try again", async () => {
    let failing = true;
    const { api } = openProfile({ 'realinfo/get-info-status': () => (failing ? fail(10400, 'API error occurred') : ok(info())) });
    const modal = await openModal();
    expect(await within(modal).findByTestId('contact-info-error')).toHaveTextContent("You can't get contacts right now!");
    failing = false;
    await userEvent.click(within(modal).getByRole('button', { name: 'Try again' }));
    expect(await within(modal).findByTestId('contact-info-none')).toBeInTheDocument();
    expect(api.callsTo('realinfo/get-info-status').length).toBeGreaterThanOrEqual(2);
  });

  it("'process': waiting for her agency, with the progress", async () => {
    openProfile({ 'realinfo/get-info-status': ok(sent()) });
    const modal = await openModal();
    const process = await within(modal).findByTestId('contact-info-process');
    expect(within(process).getByRole('heading', { name: 'Waiting for her agency' })).toBeInTheDocument();
    expect(process).toHaveTextContent('Her agency checks it first');
    expect(process).toHaveTextContent('Your credits stay reserved');
    expect(process).toHaveTextContent('Requested on March 2, 2026');
    expect(within(modal).queryByRole('button', { name: /Request contacts/ })).toBeNull();
  });

  it("'verification': waiting for our team", async () => {
    openProfile({ 'realinfo/get-info-status': ok(sent({ status: 'verification' })) });
    const modal = await openModal();
    const verification = await within(modal).findByTestId('contact-info-verification');
    expect(within(verification).getByRole('heading', { name: 'Waiting for our team' })).toBeInTheDocument();
    expect(verification).toHaveTextContent('Her agency approved your request');
  });

  it("'accept': her phone and e-mail as call and mail links with copy buttons; a missing one says not given", async () => {
    const user = userEvent.setup();
    openProfile({ 'realinfo/get-info-status': ok(info({ status: 'accept', contacts: { phone: '+380 (50) 123-45-67', email: 'maria@example.com' } })) });
    await user.click(await contactButton());
    const modal = await screen.findByRole('dialog', { name: 'Contact details of Maria' });
    const accept = await within(modal).findByTestId('contact-info-accept');
    expect(within(accept).getByRole('heading', { name: 'Request approved' })).toBeInTheDocument();
    expect(within(accept).getByRole('link', { name: '+380 (50) 123-45-67' })).toHaveAttribute('href', 'tel:+380501234567');
    expect(within(accept).getByRole('link', { name: 'maria@example.com' })).toHaveAttribute('href', 'mailto:maria@example.com');

    await user.click(within(accept).getByRole('button', { name: 'Copy phone' }));
    expect(await navigator.clipboard.readText()).toBe('+380 (50) 123-45-67');
    await user.click(within(accept).getByRole('button', { name: 'Copy e-mail' }));
    expect(await navigator.clipboard.readText()).toBe('maria@example.com');
    expect(toasts()).toEqual(['success: Copied']);
  });

  it("'accept' with only an e-mail: the phone is not given (no link, nothing to copy)", async () => {
    openProfile({ 'realinfo/get-info-status': ok(info({ status: 'accept', contacts: { phone: null, email: 'maria@example.com' } })) });
    const modal = await openModal();
    const phone = await within(modal).findByTestId('contact-info-phone');
    expect(phone).toHaveTextContent('Phonenot given');
    expect(within(phone).queryByRole('link')).toBeNull();
    expect(within(phone).queryByRole('button')).toBeNull();
    expect(within(modal).getByTestId('contact-info-email')).toHaveTextContent('maria@example.com');
  });

  it('a request nobody decided before his hold expired: the button and the modal say his credits came back, not reserved', async () => {
    openProfile({ 'realinfo/get-info-status': ok(sent({ status: 'verification', hold_expired_at: '2026-04-01T10:00:00.000Z' })) });
    expect(await screen.findByRole('button', { name: 'Contacts: expired' }, SLOW)).toBeInTheDocument();
    const modal = await openModal();
    const expired = await within(modal).findByTestId('contact-info-expired');
    expect(within(expired).getByRole('heading', { name: 'Request expired' })).toBeInTheDocument();
    expect(expired).toHaveTextContent('Credits returned — the request expired without a decision.');
    expect(expired).toHaveTextContent('Requested on March 2, 2026');
    expect(within(modal).queryByTestId('contact-info-verification')).toBeNull();
    expect(modal).not.toHaveTextContent(/reserved/);
    expect(within(modal).queryByRole('button', { name: /Request contacts/ })).toBeNull();
  });

  it("'reject': declined, the reason, and the credits returned", async () => {
    openProfile({ 'realinfo/get-info-status': ok(sent({ status: 'reject', reason: 'The lady asked to keep her contacts private' })) });
    expect(await contactButton()).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Contacts: declined' }, SLOW);
    const modal = await openModal();
    const reject = await within(modal).findByTestId('contact-info-reject');
    expect(within(reject).getByRole('heading', { name: 'Request declined' })).toBeInTheDocument();
    expect(within(reject).getByTestId('contact-info-reason')).toHaveTextContent('Reason: The lady asked to keep her contacts private');
    expect(reject).toHaveTextContent('The credits you reserved were returned to your balance.');
  });

  it('works from the keyboard: Enter opens it, the request button is reachable by Tab, Escape closes it and focus returns', async () => {
    const user = userEvent.setup();
    openProfile({ 'realinfo/get-info-status': ok(info()) });
    const button = await contactButton();
    button.focus();
    await user.keyboard('{Enter}');
    const modal = await screen.findByRole('dialog', { name: 'Contact details of Maria' });
    await within(modal).findByTestId('contact-info-none');
    const request = within(modal).getByRole('button', { name: REQUEST_500 });
    for (let i = 0; i < 5 && document.activeElement !== request; i++) await user.tab();
    expect(request).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
  });
});

describe('in Russian', () => {
  afterEach(() => setLanguage('en'));

  it('the button, the offer with the price in Russian plural, and the request state', async () => {
    await setLanguage('ru');
    let status = info({ price: 1500 });
    openProfile({
      'realinfo/get-info-status': () => ok(status),
      'realinfo/make-request': () => {
        status = sent();
        return ok(status);
      },
    });
    const button = await contactButton();
    expect(button).toHaveAccessibleName('Контактные данные');
    await userEvent.click(button);
    const modal = await screen.findByRole('dialog', { name: 'Контакты: Maria' });
    const none = await within(modal).findByTestId('contact-info-none');
    expect(within(none).getByTestId('contact-info-price').textContent?.replace(/\s/g, ' ')).toBe('Стоимость1 500 кредитов');
    expect(none).toHaveTextContent('возвращаются на него, если запрос отклонят');
    await userEvent.click(within(none).getByRole('button', { name: /^Запросить контакты за 1\s500\sкредитов$/ }));
    expect(await within(modal).findByTestId('contact-info-process')).toHaveTextContent('Ждём ответа агентства');
    expect(toasts()).toEqual(['success: Запрос отправлен']);
    expect(await contactButton()).toHaveAccessibleName('Контакты: ожидание');
  });

  it('a request whose hold expired, in Russian', async () => {
    await setLanguage('ru');
    openProfile({ 'realinfo/get-info-status': ok(sent({ hold_expired_at: '2026-04-01T10:00:00.000Z' })) });
    const button = await contactButton();
    await waitFor(() => expect(button).toHaveAccessibleName('Контакты: срок истёк'));
    await userEvent.click(button);
    const modal = await screen.findByRole('dialog', { name: 'Контакты: Maria' });
    const expired = await within(modal).findByTestId('contact-info-expired');
    expect(within(expired).getByRole('heading', { name: 'Срок запроса истёк' })).toBeInTheDocument();
    expect(expired).toHaveTextContent('Кредиты возвращены — срок рассмотрения запроса истёк без решения.');
  });

  it('a balance below the price, in Russian plural', async () => {
    await setLanguage('ru');
    openProfile({ 'realinfo/get-info-status': ok(info()), 'credit/get-balance': ok({ credits: 102 }, { credits: 102 }) });
    await userEvent.click(await contactButton());
    const modal = await screen.findByRole('dialog', { name: 'Контакты: Maria' });
    const short = await within(modal).findByTestId('contact-info-short', {}, SLOW);
    expect(short).toHaveTextContent('Ваш баланс: 102 кредита');
    expect(short).toHaveTextContent('Для запроса нужно ещё 398 кредитов.');
    await userEvent.click(within(modal).getByRole('button', { name: 'Пополнить баланс' }));
    const low = await screen.findByRole('dialog', { name: 'Недостаточно кредитов' });
    expect(within(low).getByTestId('low-credits-text')).toHaveTextContent(
      'Это стоит 500 кредитов, а на вашем балансе 102 кредита: пополните его хотя бы на 398 кредитов, чтобы продолжить.',
    );
  });

  it("the refusals and the load failure in Russian (the server's English spec message translated)", async () => {
    await setLanguage('ru');
    let failing = true;
    openProfile({
      'realinfo/get-info-status': () => (failing ? fail(10400, 'API error occurred') : ok(info())),
      'realinfo/make-request': fail(11223, "You can't buy contacts for now"),
    });
    await userEvent.click(await contactButton());
    const modal = await screen.findByRole('dialog', { name: 'Контакты: Maria' });
    expect(await within(modal).findByTestId('contact-info-error')).toHaveTextContent('Сейчас нельзя получить контакты!');
    failing = false;
    await userEvent.click(within(modal).getByRole('button', { name: 'Повторить' }));
    await userEvent.click(await within(modal).findByRole('button', { name: /^Запросить контакты за 500\sкредитов$/ }));
    expect(await within(modal).findByTestId('contact-info-refusal')).toHaveTextContent('Сейчас нельзя купить контакты');
  });
});
