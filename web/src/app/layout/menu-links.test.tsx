import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureAccountStrings } from '@/shared/i18n';
import { useSession } from '@/shared/store/session-store';
import { useUi } from '@/shared/store/ui-store';
import { fakeApi, fakeToken, ok } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render';
import { AccountLayout } from './account-layout';
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
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...new EventTarget(),
      matches: true,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }));
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
