import { configure, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, type AuthProvider, type DataProvider, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n';
import { WorkQueues } from './WorkQueues';

// Two slow cores: react-admin's queries settle asynchronously.
configure({ asyncUtilTimeout: 5_000 });

const TOTALS: Record<string, number> = {
  'photo-moderation': 4,
  'video-moderation': 0,
  dispatches: 2,
  'contact-requests': 3,
  'gift-sends': 5,
  'member-reports': 6,
};

function renderQueues(role: string, failing: string[] = []) {
  const getList = vi.fn((resource: string) =>
    failing.includes(resource) ? Promise.reject(new Error('down')) : Promise.resolve({ data: [], total: TOTALS[resource] ?? 0 }),
  );
  const dataProvider = testDataProvider({ getList: getList as unknown as DataProvider['getList'] });
  const authProvider: AuthProvider = {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve({ role, agency_id: role === 'agency_moderator' ? 'ag1' : null }),
  };
  render(
    <MemoryRouter>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        // A failed count is shown at once, not after react-query's retries.
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <WorkQueues />
      </AdminContext>
    </MemoryRouter>,
  );
  return getList;
}

const filterOf = (href: string | null) => JSON.parse(new URL(href!, 'http://x').searchParams.get('filter')!) as Record<string, unknown>;

describe('the dashboard says what waits for the moderator', () => {
  it('a site moderator sees the photos and videos at the final step and the dispatches to approve, each opening its filtered queue', async () => {
    const getList = renderQueues('site_moderator');
    expect(await screen.findByRole('heading', { name: 'Waiting for you' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('waiting-photo-moderation')).toHaveTextContent('4'));
    expect(screen.getByTestId('waiting-video-moderation')).toHaveTextContent('0');
    expect(screen.getByTestId('waiting-dispatches')).toHaveTextContent('2');
    const photos = screen.getByRole('link', { name: /Photos to decide/ });
    expect(photos.getAttribute('href')).toMatch(/^\/photo-moderation\?/);
    expect(filterOf(photos.getAttribute('href'))).toEqual({ state: 'pending', waiting_step: 'site' });
    expect(filterOf(screen.getByRole('link', { name: /Dispatches to approve/ }).getAttribute('href'))).toEqual({ state: 'awaiting_approval' });
    // Counted with one row each, with the same filters the links open.
    const calls = getList.mock.calls as unknown as [string, { pagination: { perPage: number }; filter: object }][];
    expect(calls.find(([r]) => r === 'photo-moderation')![1]).toMatchObject({ pagination: { perPage: 1 }, filter: { state: 'pending', waiting_step: 'site' } });
  });

  it("an agency moderator's media queues wait at her agency's step; members' reports are not hers", async () => {
    renderQueues('agency_moderator');
    const videos = await screen.findByRole('link', { name: /Videos to decide/ });
    expect(filterOf(videos.getAttribute('href'))).toEqual({ state: 'pending', waiting_step: 'agency' });
    expect(screen.queryByTestId('waiting-member-reports')).toBeNull();
  });

  it.each(['site_moderator', 'admin'])("the %s's open member reports, opening the list so filtered", async (role) => {
    renderQueues(role);
    await waitFor(() => expect(screen.getByTestId('waiting-member-reports')).toHaveTextContent('6'));
    const link = screen.getByRole('link', { name: /Member reports to decide/ });
    expect(link.getAttribute('href')).toMatch(/^\/member-reports\?/);
    expect(filterOf(link.getAttribute('href'))).toEqual({ status: 'open' });
  });

  it.each([
    ['agency_moderator', 'agency'],
    ['site_moderator', 'site'],
    ['admin', 'site'],
  ])("the %s's contact requests: the count of one row of the list at her step (%s), opening that list", async (role, step) => {
    const getList = renderQueues(role);
    await waitFor(() => expect(screen.getByTestId('waiting-contact-requests')).toHaveTextContent('3'));
    const link = screen.getByRole('link', { name: /Contact requests to decide/ });
    expect(link.getAttribute('href')).toMatch(/^\/contact-requests\?/);
    expect(filterOf(link.getAttribute('href'))).toEqual({ step });
    const calls = getList.mock.calls as unknown as [string, { pagination: { page: number; perPage: number }; filter: object }][];
    // Page 1 of one row: ra-data-simple-rest asks range [0,0] and reads the total from Content-Range.
    expect(calls.find(([r]) => r === 'contact-requests')![1]).toMatchObject({ pagination: { page: 1, perPage: 1 }, filter: { step } });
  });

  it.each([
    ['agency_moderator', 'agency'],
    ['site_moderator', 'site'],
    ['admin', 'site'],
  ])("the %s's gifts: the count of one row of the list at her step (%s), opening that list", async (role, step) => {
    const getList = renderQueues(role);
    await waitFor(() => expect(screen.getByTestId('waiting-gift-sends')).toHaveTextContent('5'));
    const link = screen.getByRole('link', { name: /Gifts waiting for you/ });
    expect(link.getAttribute('href')).toMatch(/^\/gift-sends\?/);
    expect(filterOf(link.getAttribute('href'))).toEqual({ step });
    const calls = getList.mock.calls as unknown as [string, { pagination: { page: number; perPage: number }; filter: object }][];
    expect(calls.find(([r]) => r === 'gift-sends')![1]).toMatchObject({ pagination: { page: 1, perPage: 1 }, filter: { step } });
  });

  it('a queue that cannot be counted says so and still opens', async () => {
    renderQueues('site_moderator', ['dispatches']);
    await waitFor(() => expect(screen.getByTestId('waiting-dispatches')).toHaveTextContent('—'));
    expect(screen.getByRole('link', { name: /Dispatches to approve/ })).toBeInTheDocument();
  });

  it('finance sees no queues', async () => {
    const getList = renderQueues('finance');
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByTestId('work-queues')).toBeNull();
    expect(screen.queryByTestId('waiting-contact-requests')).toBeNull();
    expect(screen.queryByTestId('waiting-gift-sends')).toBeNull();
    expect(getList).not.toHaveBeenCalled();
  });
});
