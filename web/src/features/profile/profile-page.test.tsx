import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { ensureAccountStrings } from '@/shared/i18n';
import { useSession } from '@/shared/store/session-store';
import { useUi } from '@/shared/store/ui-store';
import { fail, fakeApi, fakeToken, ok, type Handler } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render';
import ProfilePage from './routes/profile-page';
import PublicProfilePage from './routes/public-profile-page';
import { johnsProfile } from './testing';

const MARIA = 7;

/** Under a full parallel run the profile page's lazy parts may take longer than findBy's second. */
const SLOW = { timeout: 5000 };

const maria = { ...johnsProfile, user_id: MARIA, user_type: 'woman', name: 'Maria', contacts: undefined };

/** `/profile/7` as the signed-in member sees it (John unless a test signs in someone else); `handlers` replace the defaults. */
function openProfile(handlers: Record<string, Record<string, unknown> | Handler>) {
  const api = fakeApi({
    'profile/load': ok(maria),
    'member-photo/get-photos': ok([]),
    'member-video/load-videos': ok([]),
    'site/settings/get-price': ok([]),
    'kiss/avaible-to-kiss': ok([]),
    'favorite/chack-array': ok([{ user_id: MARIA, status: 'can add', invite_received: false, i_blocked: false }]),
    'letter/avaible-to-write': ok({ user_id: MARIA, available: true, reason: null }),
    ...handlers,
  });
  renderRoutes([{ path: '/profile/:id', element: <ProfilePage /> }], { route: `/profile/${MARIA}`, queryClient: createQueryClient() });
  return api;
}

beforeEach(async () => {
  await ensureAccountStrings();
  useSession.setState({ token: fakeToken(), userType: 'man', userId: 100001 });
  useUi.setState({ modals: {}, modalData: {}, toasts: [] });
});

describe('a profile that does not load', () => {
  it.each([
    ['not found (10404: no such member, or a banned one)', 10404, 'Requested object not found'],
    ['the same sex (10024: never shown to him)', 10024, 'Incompatible user types'],
  ])('%s: "not available", with no retry', async (_what, code, desc) => {
    const api = openProfile({ 'profile/load': fail(code, desc) });
    expect(await screen.findByText('This profile is not available', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('It may have been removed, or it is not shown to you.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(api.callsTo('profile/load')).toHaveLength(1);
  });

  it.each([
    ['a server error (HTTP 500, 10400)', () => fail(10400, 'API error occurred', 'boom', 500)],
    ['another code (10005: his own profile is not ready yet)', () => fail(10005, 'Profile not found')],
    [
      'no answer (the network)',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('%s: an error with Try again, which asks again and shows the profile', async (_what, failure) => {
    let calls = 0;
    const api = openProfile({ 'profile/load': () => (++calls === 1 ? failure() : ok(maria)) });
    const alert = await screen.findByTestId('profile-error', {}, SLOW);
    expect(alert).toHaveTextContent('The profile could not be loaded.');
    expect(screen.queryByText('This profile is not available')).toBeNull();

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('profile-name', {}, SLOW)).toHaveTextContent('Maria');
    expect(screen.queryByTestId('profile-error')).toBeNull();
    expect(api.callsTo('profile/load')).toEqual([expect.objectContaining({ target_user_id: MARIA }), expect.objectContaining({ target_user_id: MARIA })]);
  });
});

describe("a lady's public profile (a visitor) that does not load", () => {
  const openPublic = (handler: Handler | Record<string, unknown>) => {
    useSession.setState({ token: null, userType: null, userId: null });
    const api = fakeApi({ 'guest/get-woman-profile': handler, 'site/settings/get-price': ok([]) });
    renderRoutes([{ path: '/publicProfile/:id', element: <PublicProfilePage /> }], { route: `/publicProfile/${MARIA}`, queryClient: createQueryClient() });
    return api;
  };

  it('not found (10404: no such lady, or a man): "not available", with no retry', async () => {
    openPublic(fail(10404, 'Requested object not found'));
    expect(await screen.findByText('This profile is not available', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('no answer (the network): Try again, which shows her profile', async () => {
    let calls = 0;
    const api = openPublic(() => {
      if (++calls === 1) throw new TypeError('Failed to fetch');
      return ok({ ...maria, photos: [] });
    });
    const alert = await screen.findByTestId('profile-error', {}, SLOW);
    expect(screen.queryByText('This profile is not available')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('profile-name', {}, SLOW)).toHaveTextContent('Maria');
    expect(api.callsTo('guest/get-woman-profile')).toHaveLength(2);
  });
});

describe('why Chat or Write is disabled, written out (no hover needed)', () => {
  it('an offline lady: Chat is disabled and the reason shows under the buttons, as its description', async () => {
    openProfile({ 'profile/load': ok({ ...maria, is_online: false }) });
    const chat = await screen.findByTestId('profile-chat', {}, SLOW);
    expect(chat).toBeDisabled();
    const note = screen.getByTestId('profile-chat-note');
    expect(note).toBeVisible();
    expect(note).toHaveTextContent('Chat opens when this member is online');
    expect(chat).toHaveAccessibleDescription('Chat opens when this member is online');
    expect(screen.getByTestId('profile-actions')).toContainElement(note);
  });

  it('an online lady with letters open: Chat is a link, and no note is shown', async () => {
    openProfile({ 'profile/load': ok({ ...maria, is_online: true }) });
    const chat = await screen.findByRole('link', { name: 'Chat' }, SLOW);
    expect(chat).toHaveAttribute('href', `/chat/${MARIA}`);
    await waitFor(() => expect(screen.getByTestId('write-letter')).toBeEnabled());
    expect(screen.queryByTestId('profile-actions-notes')).toBeNull();
  });

  it('a lady on a man who has not written yet: why Write is closed shows under the buttons', async () => {
    useSession.setState({ token: fakeToken(), userType: 'woman', userId: 100020 });
    openProfile({
      'profile/load': ok({ ...johnsProfile, contacts: undefined, is_online: true }),
      'letter/avaible-to-write': ok({ user_id: johnsProfile.user_id, available: false, reason: 'lady_first_letter' }),
    });
    const note = await screen.findByTestId('profile-letter-note', {}, SLOW);
    expect(note).toBeVisible();
    expect(note).toHaveTextContent('You can write to him once he has sent you a letter.');
    expect(screen.getByTestId('write-letter')).toBeDisabled();
    expect(screen.queryByTestId('profile-chat-note')).toBeNull();
  });

  it('her main photo opens large in the viewer, and Escape closes it', async () => {
    const user = userEvent.setup();
    openProfile({ 'profile/load': ok({ ...maria, avatar_url: '/media/photos/31/small' }) });
    await user.click(await screen.findByRole('button', { name: 'Open the photo of Maria' }, SLOW));
    const viewer = await screen.findByRole('dialog');
    expect(within(viewer).getByRole('img', { name: 'Maria' })).toHaveAttribute('src', '/media/photos/31/large');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a member without a photo has no photo to open', async () => {
    openProfile({ 'profile/load': ok({ ...maria, avatar_url: null }) });
    await screen.findByTestId('profile-name', {}, SLOW);
    expect(screen.queryByTestId('profile-photo-open')).toBeNull();
  });
});
