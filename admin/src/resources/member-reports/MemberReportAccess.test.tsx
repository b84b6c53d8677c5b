import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { Admin, type DataProvider, memoryStore, Resource, testDataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../i18n';
import { Layout } from '../../layout/Layout';
import { authFor } from '../../testing/render-as';
import { RESOURCES } from '..';
import { SCAM_REPORT } from './test-records';

// Two slow cores: the whole back office renders here.
configure({ asyncUtilTimeout: 5_000 });

/** The back office as App.tsx assembles it (every resource, the menu), signed in as `role`, at `path`. */
function renderBackOffice(role: string, path: string) {
  const getList = vi.fn((resource: string) => Promise.resolve(resource === 'member-reports' ? { data: [SCAM_REPORT], total: 1 } : { data: [], total: 0 }));
  const getOne = vi.fn(() => Promise.resolve({ data: SCAM_REPORT }));
  render(
    <MemoryRouter initialEntries={[path]}>
      <Admin
        dataProvider={testDataProvider({ getList: getList as unknown as DataProvider['getList'], getOne: getOne as unknown as DataProvider['getOne'] })}
        authProvider={authFor(role)}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        layout={Layout}
        dashboard={() => <p>the dashboard</p>}
        disableTelemetry
      >
        {RESOURCES.map(({ menu: _menu, messages: _messages, ...resource }) => (
          <Resource key={resource.name} {...resource} />
        ))}
      </Admin>
    </MemoryRouter>,
  );
  return { getList };
}

const menu = () => within(screen.getByTestId('app-menu'));

describe('who works the member reports', () => {
  it.each(['site_moderator', 'admin'])('the %s has them in the menu, next to the scammers list, and opens the open ones', async (role) => {
    const user = userEvent.setup();
    const { getList } = renderBackOffice(role, '/');
    expect(await screen.findByText('the dashboard')).toBeInTheDocument();
    const entry = await menu().findByRole('menuitem', { name: 'Member reports' });
    expect(entry).toHaveAttribute('href', '/member-reports');
    // Among the members' work, right after the scammers list.
    const members = within(screen.getByRole('group', { name: 'Members' }));
    expect(members.getByRole('menuitem', { name: 'Member reports' })).toBe(entry);
    const items = members.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items.indexOf('Member reports')).toBe(items.indexOf('Scammers list') + 1);

    await user.click(entry);
    expect(await screen.findByText('John Carter')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'member-reports',
      expect.objectContaining({ filter: { status: 'open' }, sort: { field: 'created_at', order: 'DESC' } }),
    );
  });

  it('the menu speaks Russian', async () => {
    await i18nProvider.changeLocale('ru');
    renderBackOffice('site_moderator', '/');
    expect(await menu().findByRole('menuitem', { name: 'Жалобы участников' })).toHaveAttribute('href', '/member-reports');
  });

  it.each([
    ['agency_moderator', 'Gift catalogue'],
    ['finance', 'Audit log'],
  ])('the %s has no such entry in the menu (but has %s)', async (role, own) => {
    const { getList } = renderBackOffice(role, '/');
    expect(await screen.findByText('the dashboard')).toBeInTheDocument();
    // The menu has loaded the role's own lists, each asked to canAccess as the reports are.
    expect(await menu().findByRole('menuitem', { name: own })).toBeInTheDocument();
    expect(menu().queryByRole('menuitem', { name: 'Member reports' })).toBeNull();
    expect(getList).not.toHaveBeenCalledWith('member-reports', expect.anything());
  });

  it.each([
    ['agency_moderator', '/member-reports'],
    ['finance', '/member-reports/21/show'],
  ])('the %s opening %s by its address is refused', async (role, path) => {
    renderBackOffice(role, path);
    // react-admin's own page for it (the server answers 403 to anything asked meanwhile).
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    expect(screen.queryByText('John Carter')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });
});
