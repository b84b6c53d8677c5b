import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureAccountStrings } from '@/shared/i18n';
import { useSession } from '@/shared/store/session-store';
import { useUi } from '@/shared/store/ui-store';
import { fakeApi, fakeToken, ok } from '@/testing/fake-api';
import { mockMatchMedia } from '@/testing/match-media';
import { renderWithApp } from '@/testing/render';
import { AccountLayout } from './account-layout';
import AccountMenu from './account-menu';
import { Header } from './header';
import { menuFor } from './menu';
import MobileSidebar from './mobile-sidebar';

const link = (nav: HTMLElement, name: string) => within(nav).getByRole('link', { name });

beforeEach(async () => {
  await ensureAccountStrings();
  useSession.setState({ token: fakeToken(), userType: 'man', userId: 100001 });
  useUi.setState({ sidebarOpen: false });
  fakeApi({
    'user/get-info': ok({ user_id: 100001, user_type: 'man', name: 'John', email: 'john@demo.local', created_at: '2024-01-01T00:00:00Z' }),
    'credit/get-balance': ok({ credits: 10 }),
  });
});
afterEach(() => vi.restoreAllMocks());

describe('purchased photos in the menus', () => {
  it('the account navigation links to the purchased tab of /albums and marks it, not my media, as the current page', async () => {
    const { router } = renderWithApp(<AccountLayout />, { route: '/albums?album=purchased' });
    const nav = await screen.findByRole('navigation', { name: 'Account' });
    expect(link(nav, 'Purchased photos')).toHaveAttribute('href', '/albums?album=purchased');
    expect(link(nav, 'Purchased photos')).toHaveAttribute('aria-current', 'page');
    expect(link(nav, 'My media')).not.toHaveAttribute('aria-current');

    await userEvent.click(link(nav, 'My media'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(link(nav, 'My media')).toHaveAttribute('aria-current', 'page');
    expect(link(nav, 'Purchased photos')).not.toHaveAttribute('aria-current');
  });

  it('the mobile sidebar has it too, and closes when it is followed from /albums (only the query changes)', async () => {
    mockMatchMedia(() => true);
    renderWithApp(<MobileSidebar />, { route: '/albums' });
    useUi.setState({ sidebarOpen: true });
    const sidebar = await screen.findByTestId('mobile-sidebar');
    expect(link(sidebar, 'My media')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(link(sidebar, 'Purchased photos'));
    await waitFor(() => expect(useUi.getState().sidebarOpen).toBe(false));
  });
});

describe('gifts in the menus', () => {
  it('the account navigation has "Sent gifts" for a man, current on /gifts', async () => {
    renderWithApp(<AccountLayout />, { route: '/gifts' });
    const nav = await screen.findByRole('navigation', { name: 'Account' });
    expect(link(nav, 'Sent gifts')).toHaveAttribute('href', '/gifts');
    expect(link(nav, 'Sent gifts')).toHaveAttribute('aria-current', 'page');
  });
});

describe('the current section', () => {
  /** The text of the link marked as the current page (one at most). */
  const current = (nav: HTMLElement) => {
    const marked = nav.querySelectorAll('[aria-current=page]');
    expect(marked.length).toBeLessThanOrEqual(1);
    return marked[0]?.textContent;
  };

  it('the account navigation keeps "Edit profile", "Settings" and "Mails" current on their sub-pages', async () => {
    const { router } = renderWithApp(<AccountLayout />, { route: '/edit/aboutMe' });
    const nav = await screen.findByRole('navigation', { name: 'Account' }, { timeout: 10_000 });
    expect(current(nav)).toBe('Edit profile');
    await router.navigate('/settings/notifications');
    await waitFor(() => expect(current(nav)).toBe('Settings'), { timeout: 10_000 });
    await router.navigate('/letters/outbox/100020');
    await waitFor(() => expect(current(nav)).toBe('Mails'), { timeout: 10_000 });
  });

  it('the header bar marks "Mails" on any letters folder', async () => {
    renderWithApp(<Header />, { route: '/letters/outbox' });
    const nav = await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 10_000 });
    expect(current(nav)).toBe('Mails');
    expect(nav.querySelector('[aria-current=page]')).toHaveClass('active');
  });
});

describe('the account menu under the avatar', () => {
  // The menu's anchor lives in the document like the header's avatar button: gone after each test,
  // so later test files of the same worker do not find it.
  const anchors: HTMLElement[] = [];
  afterEach(() => anchors.splice(0).forEach((a) => a.remove()));
  const open = (userType: 'man' | 'woman') => {
    const onSignOut = vi.fn();
    const anchor = document.createElement('button');
    document.body.append(anchor);
    anchors.push(anchor);
    renderWithApp(<AccountMenu anchor={anchor} onClose={() => {}} name="John" id={100001} entries={menuFor(userType)} onSignOut={onSignOut} />);
    return onSignOut;
  };
  const items = () => screen.getAllByRole('menuitem').map((i) => i.textContent);

  it("holds a man's account entries, help and Sign out, not the whole member menu", async () => {
    const onSignOut = open('man');
    await screen.findByRole('menu');
    expect(items()).toEqual(['My profile', 'Edit profile', 'Buy credits', 'Orders history', 'Payments', 'Settings', 'FAQ and Help', 'Logout']);
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings/general');
    expect(screen.getByRole('menuitem', { name: 'FAQ and Help' })).toHaveAttribute('href', '/faq');
    await userEvent.click(screen.getByTestId('sign-out'));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it("a lady's has no credits, orders or payments", async () => {
    open('woman');
    await screen.findByRole('menu');
    expect(items()).toEqual(['My profile', 'Settings', 'FAQ and Help', 'Logout']);
  });
});
