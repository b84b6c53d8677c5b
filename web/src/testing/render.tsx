import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } } });
}

/**
 * Renders routes inside the app's providers and a memory router at `route` (a route's own params and redirects
 * work); `before` are the history entries behind it (what Back returns to).
 */
export function renderRoutes(
  routes: RouteObject[],
  { route = '/', before = [], queryClient = testQueryClient() }: { route?: string; before?: string[]; queryClient?: QueryClient } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [...before, route], initialIndex: before.length });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}

/** Renders a component inside the app's providers and a memory router at `route`. */
export function renderWithApp(ui: ReactElement, options: { route?: string; queryClient?: QueryClient } = {}) {
  return renderRoutes([{ path: '*', element: ui }], options);
}
