import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/shared/store/session-store';
import { useUi } from '@/shared/store/ui-store';
import { fail, fakeApi, fakeToken, ok } from '@/testing/fake-api';
import { renderRoutes, testQueryClient } from '@/testing/render';
import { createRoutes } from '../router';
import { runNavigationGuard, type GuardDeps } from './navigation-guard';

const SETTINGS = { captcha_interval: 30, registration_tries_count: 3, women_agreement_launch_interval: 30 };
const member = (userType: 'man' | 'woman') => ({ user_id: 100001, user_type: userType, name: 'Kim', email: 'kim@x.io', created_at: '2026-01-01T00:00:00Z' });

function deps(over: Partial<GuardDeps> = {}): GuardDeps & { titles: (string | null)[]; logs: string[]; users: unknown[] } {
  const titles: (string | null)[] = [];
  const logs: string[] = [];
  const users: unknown[] = [];
  return {
    queryClient: testQueryClient(),
    session: () => useSession.getState(),
    onUser: (u) => users.push(u),
    setTitle: (name) => titles.push(name),
    log: (message) => logs.push(message),
    titles,
    logs,
    users,
    ...over,
  };
}

function signIn(userType: 'man' | 'woman') {
  useSession.setState({ token: fakeToken(), userType, userId: 100001 });
}

beforeEach(() => {
  useSession.setState({ token: null, userType: null, userId: null });
  // No modal left open by an earlier file (one would hide the page from the queries by role).
  useUi.setState({ modals: {}, modalData: {}, toasts: [] });
});

describe('navigation guard (spec section 2)', () => {
  it('a visitor: sets the title, requests the site settings, continues at once without user calls', async () => {
    const api = fakeApi({ 'site/settings/get-all': ok(SETTINGS) });
    const d = deps();
    await expect(runNavigationGuard('/contact', d)).resolves.toEqual({ redirect: null });
    expect(d.titles).toEqual(['contact']);
    await waitFor(() => expect(api.callsTo('site/settings/get-all')).toHaveLength(1));
    expect(api.calls.map((c) => c.path)).not.toContain('user/get-info');
  });

  it('requests the site settings on every navigation', async () => {
    const api = fakeApi({ 'site/settings/get-all': ok(SETTINGS) });
    const d = deps();
    await runNavigationGuard('/', d);
    await runNavigationGuard('/about', d);
    await runNavigationGuard('/faq', d);
    await waitFor(() => expect(api.callsTo('site/settings/get-all')).toHaveLength(3));
  });

  it('unknown routes fall back to the main title; the cookie policy has a member route name', async () => {
    fakeApi({ 'site/settings/get-all': ok(SETTINGS), 'user/get-info': ok(member('man')) });
    const d = deps();
    await runNavigationGuard('/nowhere', d);
    await runNavigationGuard('/cookie-policy', d);
    signIn('man');
    await runNavigationGuard('/cookie-policy', d);
    expect(d.titles).toEqual([null, 'cookiePolicyUnauthorized', 'cookiePolicyAuthorized']);
  });

  it('the purchased photos are their own screen on the albums path, told by the query', async () => {
    fakeApi({ 'site/settings/get-all': ok(SETTINGS), 'user/get-info': ok(member('man')) });
    signIn('man');
    const d = deps();
    await runNavigationGuard('/albums', d, '');
    await runNavigationGuard('/albums', d, '?album=purchased');
    await runNavigationGuard('/albums', d, '?album=private');
    expect(d.titles).toEqual(['albums', 'purchasedPhotos', 'albums']);
  });

  it('with a token: requests the user data and profile and updates the held state', async () => {
    signIn('man');
    const api = fakeApi({ 'site/settings/get-all': ok(SETTINGS), 'user/get-info': ok(member('man')) });
    const d = deps();
    await expect(runNavigationGuard('/settings/general', d)).resolves.toEqual({ redirect: null });
    await waitFor(() => expect(d.users).toEqual([member('man')]));
    expect(api.callsTo('user/get-info')[0]).toMatchObject({ access_token: expect.any(String) });
    await waitFor(() => expect(d.queryClient.getQueryData(['profile', 'me'])).toMatchObject({ user_id: 100001, sex: { isWoman: false } }));
  });

  it('a woman on a men-only route is sent to notFound', async () => {
    signIn('woman');
    fakeApi({ 'site/settings/get-all': ok(SETTINGS), 'user/get-info': ok(member('woman')) });
    for (const path of ['/buy/credits', '/payments', '/orders']) await expect(runNavigationGuard(path, deps())).resolves.toEqual({ redirect: '/not-found' });
    await expect(runNavigationGuard('/settings/general', deps())).resolves.toEqual({ redirect: null });
  });

  it('a man on a men-only route continues after the profile arrives', async () => {
    signIn('man');
    fakeApi({ 'site/settings/get-all': ok(SETTINGS), 'user/get-info': ok(member('man')) });
    await expect(runNavigationGuard('/buy/credits', deps())).resolves.toEqual({ redirect: null });
  });

  it("the home is the visitors': a member is sent to /search (the authorized home) in its place, once the server knows her token", async () => {
    fakeApi({ 'site/settings/get-all': ok(SETTINGS), 'user/get-info': ok(member('woman')) });
    await expect(runNavigationGuard('/', deps())).resolves.toEqual({ redirect: null });
    signIn('woman');
    const d = deps();
    await expect(runNavigationGuard('/', d)).resolves.toEqual({ redirect: '/search', replace: true });
    expect(d.users).toEqual([member('woman')]);
    expect(d.titles).toEqual(['home']);
  });

  it('a token the server refuses on the home: dropped, and the visitor stays', async () => {
    signIn('man');
    fakeApi({ 'site/settings/get-all': ok(SETTINGS), 'user/get-info': fail(401, 'Unauthorized access (token removed)') });
    await expect(runNavigationGuard('/', deps())).resolves.toEqual({ redirect: null });
    expect(useSession.getState().token).toBeNull();
  });

  it("the home's member redirect survives a failed user data request (the server may be slow, not the token bad)", async () => {
    signIn('man');
    fakeApi({ 'site/settings/get-all': ok(SETTINGS), 'user/get-info': fail(10400, 'API error occurred', 'boom', 500) });
    const d = deps();
    await expect(runNavigationGuard('/', d)).resolves.toEqual({ redirect: '/search', replace: true });
    expect(d.logs).toContain('user data request failed');
  });

  it('if the profile request fails, the failure is logged and navigation continues', async () => {
    signIn('woman');
    fakeApi({ 'site/settings/get-all': ok(SETTINGS), 'user/get-info': fail(10400, 'API error occurred', 'boom', 500) });
    const d = deps();
    await expect(runNavigationGuard('/buy/credits', d)).resolves.toEqual({ redirect: null });
    expect(d.logs.some((l) => l.includes('profile request failed'))).toBe(true);
  });
});

describe('router', () => {
  function app(path: string) {
    const queryClient = testQueryClient();
    const d = deps({ queryClient });
    return renderRoutes(createRoutes(d), { route: path, queryClient }).router;
  }

  it('an unknown path redirects to /not-found, which links home', async () => {
    fakeApi({ 'site/settings/get-all': ok(SETTINGS) });
    const router = app('/no/such/page');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/not-found');
    expect(screen.getByTestId('not-found-home')).toHaveAttribute('href', '/');
  });

  it('a woman opening /buy/credits lands on not-found', async () => {
    signIn('woman');
    fakeApi({ 'site/settings/get-all': ok(SETTINGS), 'user/get-info': ok(member('woman')), 'credit/get-balance': fail(10024, 'Incompatible user types') });
    const router = app('/buy/credits');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/not-found');
  });

  const HOME_TITLE = /Meet someone/;
  const MEMBER_API = { 'site/settings/get-all': ok(SETTINGS), 'user/get-info': ok(member('man')) };

  it('a member opening / lands on /search in its place: the home never shows, and Back leaves rather than loops', async () => {
    signIn('man');
    fakeApi(MEMBER_API);
    const queryClient = testQueryClient();
    const { router } = renderRoutes(createRoutes(deps({ queryClient })), { route: '/', before: ['/about'], queryClient });
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByRole('heading', { level: 1, name: HOME_TITLE })).toBeNull();
    // The logo takes a member to her home too.
    expect(await screen.findByRole('link', { name: 'Amoria home' })).toHaveAttribute('href', '/search');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/about');
  });

  it("the payment provider's return to /?payment=…&result=… opens the packs page in its place: Back leaves rather than loops", async () => {
    signIn('man');
    fakeApi({
      ...MEMBER_API,
      'credit/get-balance': ok({ credits: 50 }, { credits: 50 }),
      'site/settings/get-price': ok([]),
      'credit/load-credit-packs': ok([]),
    });
    const queryClient = testQueryClient();
    const { router } = renderRoutes(createRoutes(deps({ queryClient })), { route: '/?payment=p1&result=approved', before: ['/about'], queryClient });
    expect(await screen.findByTestId('payment-approved')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/buy/credits');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/about');
  });

  it('a session restored after the first render: the home hands the member on to /search, in place of /', async () => {
    fakeApi(MEMBER_API);
    const queryClient = testQueryClient();
    const { router } = renderRoutes(createRoutes(deps({ queryClient })), { route: '/', before: ['/about'], queryClient });
    expect(await screen.findByRole('heading', { level: 1, name: HOME_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Amoria home' })).toHaveAttribute('href', '/');
    act(() => signIn('man'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.historyAction).toBe('REPLACE');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/about');
  });

  it('a visitor whose stored token the server refuses sees the home', async () => {
    signIn('man');
    fakeApi({ 'site/settings/get-all': ok(SETTINGS), 'user/get-info': fail(401, 'Unauthorized access (token removed)') });
    const router = app('/');
    expect(await screen.findByRole('heading', { level: 1, name: HOME_TITLE })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(useSession.getState().token).toBeNull();
    expect(screen.getByTestId('open-registration')).toBeInTheDocument();
  });

  it('signing in on the home ends on /search, in place of /', async () => {
    fakeApi({ ...MEMBER_API, 'member/sign-in': ok({ access_token: fakeToken(), user_id: 100001, user_type: 'man' }) });
    const queryClient = testQueryClient();
    const { router } = renderRoutes(createRoutes(deps({ queryClient })), { route: '/', before: ['/about'], queryClient });
    await screen.findByRole('heading', { level: 1, name: HOME_TITLE });
    await userEvent.click(screen.getByTestId('open-login'));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome back' });
    await userEvent.type(within(dialog).getByLabelText('Email', { selector: 'input' }), 'john@demo.local');
    await userEvent.type(within(dialog).getByLabelText('Password', { selector: 'input' }), 'demo-password');
    await userEvent.click(within(dialog).getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.historyAction).toBe('REPLACE');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/about');
  });

  it('signing up on the home still opens the new profile: the home does not send her elsewhere meanwhile', async () => {
    fakeApi({ ...MEMBER_API, 'member/registration': ok({ access_token: fakeToken(), user_id: 100012, user_type: 'man' }), 'profile/load': ok(null) });
    const router = app('/');
    await screen.findByRole('heading', { level: 1, name: HOME_TITLE });
    await userEvent.click(screen.getByTestId('open-registration'));
    const dialog = await screen.findByRole('dialog', { name: 'Create your account' });
    await userEvent.type(within(dialog).getByLabelText('Name', { selector: 'input' }), 'Tom Reed');
    await userEvent.type(within(dialog).getByLabelText('Email', { selector: 'input' }), 'tom@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password', { selector: 'input' }), 'secret-pass');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I am not a robot' }));
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: 'I am not a robot' })).toBeChecked());
    await userEvent.click(within(dialog).getByTestId('registration-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myProfile'));
    await new Promise((r) => setTimeout(r, 300));
    expect(router.state.location.pathname).toBe('/myProfile');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("a member's way back from not-found is her home, the search", async () => {
    signIn('man');
    fakeApi(MEMBER_API);
    app('/not-found');
    expect(await screen.findByTestId('not-found-home')).toHaveAttribute('href', '/search');
  });

  it('every navigation scrolls to the top', async () => {
    fakeApi({ 'site/settings/get-all': ok(SETTINGS) });
    const router = app('/not-found');
    await screen.findByTestId('not-found');
    vi.mocked(window.scrollTo).mockClear();
    await router.navigate('/about');
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0));
  });
});
