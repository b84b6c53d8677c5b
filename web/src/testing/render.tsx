import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } } });
}

/** Renders routes inside the app's providers and a memory router at `route` (a route's own params and redirects work). */
export function renderRoutes(routes: RouteObject[], { route = '/', queryClient = testQueryClient() }: { route?: string; queryClient?: QueryClient } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [route] });
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
