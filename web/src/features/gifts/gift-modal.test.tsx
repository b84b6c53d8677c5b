import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GlobalOverlays } from '@/app/overlays/global-overlays';
import { createQueryClient } from '@/app/query-client';
import ProfilePage from '@/features/profile/routes/profile-page';
import { johnsProfile } from '@/features/profile/testing';
import { ensureAccountStrings, setLanguage } from '@/shared/i18n';
import { useSession } from '@/shared/store/session-store';
import { useUi } from '@/shared/store/ui-store';
import { fail, fakeApi, fakeToken, ok, type Handler } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render';
import { CATALOGUE, giftSend } from './testing';

const MARIA = 7;
const JOHN = 100001;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The send button's name (the price is held together by a no-break space). */
const SEND_150 = /^Send for 150\scredits$/;

/** Under a full parallel run the profile, the modal's lazy chunk, then the catalogue, may take longer than findBy's second. */
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
    'realinfo/get-info-status': ok({ user_id: id, status: 'none', price: 500, contacts: null, reason: null, time_create: null }),
    'present/get-peresents': ok(CATALOGUE),
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
    ],
    { route: `/profile/${id}`, queryClient: createQueryClient() },
  );
  return { api, ...view };
}

const giftButton = () => screen.findByTestId('gift-button', {}, SLOW);
async function openGiftModal() {
  await userEvent.click(await giftButton());
  const modal = await screen.findByRole('dialog', { name: 'A gift for Maria' }, SLOW);
  await within(modal).findByTestId('gift-catalogue', {}, SLOW);
  return modal;
}
const cardNames = (root: HTMLElement) =>
  within(root)
    .queryAllByTestId('gift-name')
    .map((n) => n.textContent);
async function choose(modal: HTMLElement, name: string) {
  await userEvent.click(within(modal).getByRole('button', { name: new RegExp(`^${name}`) }));
  return within(modal).findByTestId('gift-confirm');
}

beforeEach(async () => {
  await ensureAccountStrings();
  useSession.setState({ token: fakeToken(), userType: 'man', userId: JOHN });
  useUi.setState({ modals: {}, modalData: {}, toasts: [] });
});

describe('who sees the gift button', () => {
  it("a man on a lady's profile, in her actions row; nothing is asked until he opens it", async () => {
    const { api } = openProfile({});
    const button = await giftButton();
    expect(button).toHaveAccessibleName('Send a gift');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(screen.getByTestId('profile-actions')).getByTestId('gift-button')).toBe(button);
    expect(api.callsTo('present/get-peresents')).toEqual([]);
  });

  const never: [string, 'man' | 'woman', number, { id: number; userType: 'man' | 'woman'; name: string }][] = [
    ['a lady on a man’s profile', 'woman', 200001, { id: JOHN, userType: 'man', name: 'John' }],
    ['a lady on another lady’s profile', 'woman', 200001, { id: MARIA, userType: 'woman', name: 'Maria' }],
    ['a man on his own profile', 'man', JOHN, { id: JOHN, userType: 'man', name: 'John' }],
    ['a man on another man’s profile', 'man', JOHN, { id: 100002, userType: 'man', name: 'Peter' }],
  ];
  it.each(never)('never for %s', async (_who, viewerType, viewerId, profile) => {
    useSession.setState({ token: fakeToken(), userType: viewerType, userId: viewerId });
    openProfile({}, profile);
    await screen.findByTestId('profile-actions', {}, SLOW);
    await screen.findByTestId('wink-button');
    expect(screen.queryByTestId('gift-button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send a gift' })).toBeNull();
  });
});

describe('the gift modal', () => {
  it('lists the catalogue by category, each gift with its icon, name, price and delivery; a category chip filters it', async () => {
    const { api } = openProfile({});
    const modal = await openGiftModal();
    expect(api.callsTo('present/get-peresents')).toHaveLength(1);
    expect(cardNames(modal)).toEqual(['Red roses', 'Tulips', 'Silver pendant', 'Chanel No. 5', 'Spa day', 'Teddy bear', 'Chocolate box']);
    // Grouped under the categories' display names, in the catalogue's order.
    expect(
      within(modal)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Flowers', 'Jewelry', 'Perfume', 'Certificates', 'Toys', 'Foods']);
    const roses = within(modal).getAllByTestId('gift-card')[0]!;
    expect(within(roses).getByTestId('LocalFloristRoundedIcon')).toBeInTheDocument();
    expect(within(roses).getByTestId('gift-price')).toHaveTextContent('120 credits');
    expect(within(roses).getByTestId('gift-delivery')).toHaveTextContent('+ 30 credits delivery');
    // A delivery price of 0 is free delivery, not "+ 0 credits delivery".
    const pendant = within(modal).getAllByTestId('gift-card')[2]!;
    expect(within(pendant).getByTestId('gift-name')).toHaveTextContent('Silver pendant');
    expect(within(pendant).getByTestId('gift-delivery')).toHaveTextContent(/^Free delivery$/);
    expect(within(within(modal).getByTestId('gift-group-jewelry')).getByTestId('DiamondRoundedIcon')).toBeInTheDocument();
    expect(within(within(modal).getByTestId('gift-group-toys')).getByTestId('ToysRoundedIcon')).toBeInTheDocument();

    const chips = within(modal).getByRole('group', { name: 'Gift categories' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Flowers', 'Jewelry', 'Perfume', 'Certificates', 'Toys', 'Foods']);
    await userEvent.click(within(chips).getByRole('button', { name: 'Jewelry' }));
    expect(cardNames(modal)).toEqual(['Silver pendant']);
    expect(within(chips).getByRole('button', { name: 'Jewelry' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(chips).getByRole('button', { name: 'All' }));
    expect(cardNames(modal)).toHaveLength(7);
  });

  it('choosing a gift shows its total; the send carries her id, the gift, the comment and a client id; then a toast, it closes, and the balance and lists are read again', async () => {
    const { api, queryClient } = openProfile({ 'present/send-to-user': ok(giftSend(1), { message: 'Gift sent to processing' }) });
    queryClient.setQueryData(['credits', 'balance'], { credits: 1000 });
    queryClient.setQueryData(['gifts', 'list', { status: 'all' }], { pages: [[]], pageParams: [0] });
    const modal = await openGiftModal();
    const confirm = await choose(modal, 'Red roses');
    expect(within(confirm).getByTestId('gift-chosen')).toHaveTextContent('Red roses');
    expect(within(confirm).getByTestId('gift-chosen')).toHaveFocus();
    expect(within(confirm).getByTestId('gift-line-price')).toHaveTextContent('Gift120 credits');
    expect(within(confirm).getByTestId('gift-line-delivery')).toHaveTextContent('Delivery30 credits');
    expect(within(confirm).getByTestId('gift-total')).toHaveTextContent('Total150 credits');
    expect(confirm).toHaveTextContent('0 / 1000');

    await userEvent.type(within(confirm).getByRole('textbox', { name: 'Comment' }), '  With love  ');
    expect(confirm).toHaveTextContent('13 / 1000');
    await userEvent.click(within(confirm).getByRole('button', { name: SEND_150 }));

    await waitFor(() => expect(toasts()).toEqual(['success: Gift sent to processing']));
    const [body] = api.callsTo('present/send-to-user');
    expect(body).toMatchObject({ target_user_id: MARIA, gift_id: 1, comment: 'With love' });
    expect(body!.client_id).toMatch(UUID);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(queryClient.getQueryState(['credits', 'balance'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['gifts', 'list', { status: 'all' }])?.isInvalidated).toBe(true);
    expect(useUi.getState().modals.lowCredits).toBeFalsy();
  });

  it('a send without a comment leaves the comment out', async () => {
    const { api } = openProfile({ 'present/send-to-user': ok(giftSend(1)) });
    const modal = await openGiftModal();
    const confirm = await choose(modal, 'Tulips');
    await userEvent.click(within(confirm).getByRole('button', { name: /^Send for 110\scredits$/ }));
    await waitFor(() => expect(api.callsTo('present/send-to-user')).toHaveLength(1));
    expect(api.callsTo('present/send-to-user')[0]).not.toHaveProperty('comment');
    expect(api.callsTo('present/send-to-user')[0]).toMatchObject({ target_user_id: MARIA, gift_id: 2 });
  });

  it('a retry after a failed send reuses the client id; another gift gets a new one', async () => {
    let failing = true;
    const { api } = openProfile({
      'present/send-to-user': () => {
        if (failing) throw new TypeError('Failed to fetch');
        return ok(giftSend(1));
      },
    });
    const modal = await openGiftModal();
    let confirm = await choose(modal, 'Red roses');
    await userEvent.click(within(confirm).getByRole('button', { name: SEND_150 }));
    expect(await within(confirm).findByTestId('gift-refusal')).toHaveTextContent('The gift could not be sent. Try again');
    await userEvent.click(within(confirm).getByRole('button', { name: SEND_150 }));
    expect(await within(confirm).findByTestId('gift-refusal')).toBeInTheDocument();
    const [first, second] = api.callsTo('present/send-to-user');
    expect(second!.client_id).toBe(first!.client_id);

    // Back to the catalogue (the keyboard lands on the card chosen before), another gift: a new send.
    await userEvent.click(within(confirm).getByTestId('gift-back'));
    await waitFor(() => expect(within(modal).getAllByTestId('gift-choose')[0]).toHaveFocus());
    confirm = await choose(modal, 'Teddy bear');
    failing = false;
    await userEvent.click(within(confirm).getByRole('button', { name: /^Send for 175\scredits$/ }));
    await waitFor(() => expect(toasts()).toEqual(['success: Gift sent to processing']));
    const third = api.callsTo('present/send-to-user')[2]!;
    expect(third).toMatchObject({ gift_id: 6 });
    expect(third.client_id).toMatch(UUID);
    expect(third.client_id).not.toBe(first!.client_id);
  });

  it('10025 (not enough credits) opens the low-credits modal and keeps the gift modal as it was', async () => {
    const { api } = openProfile({ 'present/send-to-user': fail(10025, 'Insufficient wallet balance') });
    const modal = await openGiftModal();
    const confirm = await choose(modal, 'Red roses');
    await userEvent.click(within(confirm).getByRole('button', { name: SEND_150 }));
    await waitFor(() => expect(useUi.getState().modals.lowCredits).toBe(true));
    expect(await screen.findByTestId('low-credits-modal', {}, SLOW)).toBeInTheDocument();
    expect(within(modal).getByTestId('gift-confirm')).toBeInTheDocument();
    expect(within(modal).queryByTestId('gift-refusal')).toBeNull();
    expect(toasts()).toEqual([]);
    expect(api.callsTo('present/send-to-user')).toHaveLength(1);
  });

  it('a balance known to be short of the total says so, with what is missing, and offers a top-up instead of a send bound to fail', async () => {
    const { api, queryClient } = openProfile({});
    queryClient.setQueryData(['credits', 'balance'], 102);
    const modal = await openGiftModal();
    const confirm = await choose(modal, 'Red roses');
    expect(within(confirm).getByTestId('gift-balance')).toHaveTextContent('Your balance: 102 credits');
    expect(within(confirm).getByTestId('gift-short')).toHaveTextContent('You need another 48 credits to send this gift.');
    expect(within(confirm).queryByRole('button', { name: SEND_150 })).toBeNull();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Top up your balance' }));
    await waitFor(() => expect(useUi.getState().modals.lowCredits).toBe(true));
    expect(useUi.getState().modalData.lowCredits).toEqual({ price: 150, balance: 102 });
    expect(useUi.getState().modals.gift).toBeFalsy();
    expect(await screen.findByTestId('low-credits-text', {}, SLOW)).toHaveTextContent(
      'This costs 150 credits and your balance is 102 credits: top up at least 48 credits to continue.',
    );
    expect(api.callsTo('present/send-to-user')).toHaveLength(0);
  });

  it("another refusal shows the server's message in the modal; a comment refused by the server shows under the field", async () => {
    let answer: () => unknown = () => fail(10404, 'Gift not found');
    openProfile({ 'present/send-to-user': () => answer() });
    const modal = await openGiftModal();
    const confirm = await choose(modal, 'Red roses');
    await userEvent.click(within(confirm).getByRole('button', { name: SEND_150 }));
    expect(await within(confirm).findByTestId('gift-refusal')).toHaveTextContent('Gift not found');
    expect(toasts()).toEqual([]);
    expect(useUi.getState().modals.lowCredits).toBeFalsy();

    answer = () => fail(10002, 'Validation failed', { comment: ['The comment must be at most 1000 characters'] });
    await userEvent.type(within(confirm).getByRole('textbox', { name: 'Comment' }), 'Hi');
    await userEvent.click(within(confirm).getByRole('button', { name: SEND_150 }));
    expect(await within(confirm).findByText('The comment must be at most 1000 characters')).toBeInTheDocument();
    expect(within(confirm).getByRole('textbox', { name: 'Comment' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a comment over 1000 characters with the spec message, and sends nothing', async () => {
    const { api } = openProfile({ 'present/send-to-user': ok(giftSend(1)) });
    const modal = await openGiftModal();
    const confirm = await choose(modal, 'Red roses');
    const comment = within(confirm).getByRole('textbox', { name: 'Comment' });
    fireEvent.change(comment, { target: { value: 'x'.repeat(1001) } });
    expect(confirm).toHaveTextContent('1001 / 1000');
    await userEvent.click(within(confirm).getByRole('button', { name: SEND_150 }));
    expect(await within(confirm).findByText('Comment cannot contain more than 1000 characters')).toBeInTheDocument();
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('present/send-to-user')).toEqual([]);

    // Exactly 1000 goes.
    fireEvent.change(comment, { target: { value: 'x'.repeat(1000) } });
    await userEvent.click(within(confirm).getByRole('button', { name: SEND_150 }));
    await waitFor(() => expect(api.callsTo('present/send-to-user')).toHaveLength(1));
    expect(String(api.callsTo('present/send-to-user')[0]!.comment)).toHaveLength(1000);
  });

  it('a catalogue that cannot be read says so, with Try again', async () => {
    let failing = true;
    const { api } = openProfile({ 'present/get-peresents': () => (failing ? fail(10400, 'API error occurred') : ok(CATALOGUE)) });
    await userEvent.click(await giftButton());
    const modal = await screen.findByRole('dialog', { name: 'A gift for Maria' }, SLOW);
    expect(await within(modal).findByTestId('gift-catalogue-error', {}, SLOW)).toHaveTextContent('The gift catalogue could not be loaded.');
    failing = false;
    await userEvent.click(within(modal).getByRole('button', { name: 'Try again' }));
    expect(await within(modal).findByTestId('gift-catalogue')).toBeInTheDocument();
    expect(api.callsTo('present/get-peresents')).toHaveLength(2);
  });

  it('works from the keyboard: Enter opens it, a gift is chosen with Enter, Escape closes it and focus returns', async () => {
    const user = userEvent.setup();
    const { api } = openProfile({ 'present/send-to-user': ok(giftSend(1)) });
    const button = await giftButton();
    button.focus();
    await user.keyboard('{Enter}');
    const modal = await screen.findByRole('dialog', { name: 'A gift for Maria' }, SLOW);
    await within(modal).findByTestId('gift-catalogue', {}, SLOW);
    const roses = within(modal).getAllByTestId('gift-choose')[0]!;
    for (let i = 0; i < 15 && document.activeElement !== roses; i++) await user.tab();
    expect(roses).toHaveFocus();
    await user.keyboard('{Enter}');
    const confirm = await within(modal).findByTestId('gift-confirm');
    expect(within(confirm).getByTestId('gift-chosen')).toHaveFocus();
    await user.tab(); // from the gift's heading to the comment, then the send
    expect(within(confirm).getByRole('textbox', { name: 'Comment' })).toHaveFocus();
    await user.tab();
    expect(within(confirm).getByRole('button', { name: SEND_150 })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
    expect(api.callsTo('present/send-to-user')).toEqual([]);
  });
});

describe('in Russian', () => {
  afterEach(() => setLanguage('en'));

  it('the button, the categories, the total in Russian plural and the toast', async () => {
    await setLanguage('ru');
    openProfile({ 'present/send-to-user': ok(giftSend(1)) });
    const button = await giftButton();
    expect(button).toHaveAccessibleName('Отправить подарок');
    await userEvent.click(button);
    const modal = await screen.findByRole('dialog', { name: 'Подарок для Maria' }, SLOW);
    const chips = await within(modal).findByRole('group', { name: 'Категории подарков' }, SLOW);
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Все', 'Цветы', 'Украшения', 'Парфюмерия', 'Сертификаты', 'Игрушки', 'Угощения']);
    expect(within(within(modal).getAllByTestId('gift-card')[0]!).getByTestId('gift-delivery')).toHaveTextContent('+ 30 кредитов за доставку');
    expect(within(within(modal).getAllByTestId('gift-card')[2]!).getByTestId('gift-delivery')).toHaveTextContent(/^Бесплатная доставка$/);
    await userEvent.click(within(modal).getByRole('button', { name: /^Silver pendant/ }));
    const confirm = await within(modal).findByTestId('gift-confirm');
    expect(within(confirm).getByTestId('gift-line-delivery')).toHaveTextContent('ДоставкаБесплатно');
    expect(within(confirm).getByTestId('gift-total').textContent?.replace(/\s/g, ' ')).toBe('Итого900 кредитов');
    await userEvent.click(within(confirm).getByRole('button', { name: /^Отправить за 900\sкредитов$/ }));
    await waitFor(() => expect(toasts()).toEqual(['success: Подарок отправлен в обработку']));
  });
});
