import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers';
import { browserIsRejected, OutdatedBrowserNotice } from './overlays/global-overlays';
import { queryClient } from './query-client';
import { createRoutes, defaultGuardDeps } from './router';

/** The member site: providers around the router, or the full-page notice for a rejected browser. */
export function App() {
  const router = useMemo(() => createBrowserRouter(createRoutes(defaultGuardDeps(queryClient))), []);
  return <AppProviders queryClient={queryClient}>{browserIsRejected() ? <OutdatedBrowserNotice /> : <RouterProvider router={router} />}</AppProviders>;
}
