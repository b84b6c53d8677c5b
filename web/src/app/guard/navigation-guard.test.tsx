import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/shared/store/session-store';
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

beforeEach(() => useSession.setState({ token: null, userType: null, userId: null }));

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
    expect(await screen.findByTestId('not-found', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/not-found');
    expect(screen.getByTestId('not-found-home')).toHaveAttribute('href', '/');
  });

  it('a woman opening /buy/credits lands on not-found', async () => {
    signIn('woman');
    fakeApi({ 'site/settings/get-all': ok(SETTINGS), 'user/get-info': ok(member('woman')), 'credit/get-balance': fail(10024, 'Incompatible user types') });
    const router = app('/buy/credits');
    expect(await screen.findByTestId('not-found', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/not-found');
  });

  it('every navigation scrolls to the top', async () => {
    fakeApi({ 'site/settings/get-all': ok(SETTINGS) });
    const router = app('/not-found');
    await screen.findByTestId('not-found', {}, { timeout: 5000 });
    vi.mocked(window.scrollTo).mockClear();
    await router.navigate('/about');
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0), { timeout: 5000 });
  });
});
