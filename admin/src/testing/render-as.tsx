import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AdminContext, type AuthProvider, type DataProvider, memoryStore, Notification, ResourceContextProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { can } from '../auth/permissions';
import { i18nProvider } from '../i18n';

/** A signed-in staff member of `role`, with the back office's own role table (auth/permissions.ts). */
export function authFor(role: string): AuthProvider {
  return {
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve({ role, agency_id: role === 'agency_moderator' ? 'ag1' : null }),
    canAccess: ({ resource, action }) => Promise.resolve(can(role, resource, action)),
  };
}

/**
 * `ui` inside the back office's contexts (as `role`, over `dataProvider`, at `path`), with
 * notifications, on the resource `path` starts with (`/gift-sends/12/show`: gift-sends).
 */
export function renderAs(role: string, dataProvider: DataProvider, ui: ReactNode, path = '/contact-requests') {
  const resource = path.split(/[/?]/)[1] ?? '';
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authFor(role)}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        // A failure is shown at once, not after react-query's retries.
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <ResourceContextProvider value={resource}>{ui}</ResourceContextProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}
