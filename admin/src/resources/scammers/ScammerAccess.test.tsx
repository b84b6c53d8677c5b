import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { Admin, type DataProvider, memoryStore, Resource, testDataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../i18n';
import { Layout } from '../../layout/Layout';
import { authFor } from '../../testing/render-as';
import { RESOURCES } from '..';
import { CARTER } from './test-records';

// Two slow cores: the whole back office renders here.
configure({ asyncUtilTimeout: 5_000 });

type SaveCall = { data: Record<string, unknown> };

/** The back office as App.tsx assembles it (every resource, the menu), signed in as `role`, at `path`. */
function renderBackOffice(role: string, path: string) {
  const getList = vi.fn((resource: string) => Promise.resolve(resource === 'scammers' ? { data: [CARTER], total: 1 } : { data: [], total: 0 }));
  const create = vi.fn((_resource: string, params: SaveCall) => Promise.resolve({ data: { ...CARTER, ...params.data, id: 12 } }));
  render(
    <MemoryRouter initialEntries={[path]}>
      <Admin
        dataProvider={testDataProvider({
          getList: getList as unknown as DataProvider['getList'],
          create: create as unknown as DataProvider['create'],
        })}
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
  return { getList, create };
}

const menu = () => within(screen.getByTestId('app-menu'));

describe('who keeps the scammers list', () => {
  it.each(['site_moderator', 'admin'])('the %s has it in the menu, opens it and adds an entry', async (role) => {
    const user = userEvent.setup();
    const { getList, create } = renderBackOffice(role, '/');
    expect(await screen.findByText('the dashboard')).toBeInTheDocument();
    const entry = await menu().findByRole('menuitem', { name: 'Scammers list' });
    expect(entry).toHaveAttribute('href', '/scammers');
    // Among the members' work, next to the other anti-scam lists.
    expect(within(screen.getByRole('group', { name: 'Members' })).getByRole('menuitem', { name: 'Scammers list' })).toBe(entry);

    await user.click(entry);
    expect(await screen.findByText('John Carter')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('scammers', expect.objectContaining({ sort: { field: 'created_at', order: 'DESC' } }));
    await user.click(await screen.findByRole('link', { name: 'Create' }));
    await user.click(await screen.findByRole('textbox', { name: 'Name' }));
    await user.paste('Ivan Petrov');
    await user.click(screen.getByRole('textbox', { name: 'Description' }));
    await user.paste('Asked for money.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]![0]).toBe('scammers');
    expect(create.mock.calls[0]![1].data).toMatchObject({ name: 'Ivan Petrov', description: 'Asked for money.', published: true });
    expect(await screen.findByText('The entry is on the scammers list.')).toBeInTheDocument();
  });

  it.each([
    ['agency_moderator', 'Gift catalogue'],
    ['finance', 'Audit log'],
  ])('the %s has no such entry in the menu (but has %s)', async (role, own) => {
    const { getList } = renderBackOffice(role, '/');
    expect(await screen.findByText('the dashboard')).toBeInTheDocument();
    // The menu has loaded the role's own lists, each asked to canAccess as the scammers list is.
    expect(await menu().findByRole('menuitem', { name: own })).toBeInTheDocument();
    expect(menu().queryByRole('menuitem', { name: 'Scammers list' })).toBeNull();
    expect(getList).not.toHaveBeenCalledWith('scammers', expect.anything());
  });

  it.each([
    ['agency_moderator', '/scammers'],
    ['finance', '/scammers/create'],
  ])('the %s opening %s by its address is refused', async (role, path) => {
    const { create } = renderBackOffice(role, path);
    // react-admin's own page for it (the server answers 403 to anything asked meanwhile).
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    expect(screen.queryByText('John Carter')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
    expect(create).not.toHaveBeenCalled();
  });
});
