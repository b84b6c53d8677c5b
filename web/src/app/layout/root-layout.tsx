import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { recordAffiliateClick } from '@/shared/api/record-click';
import { withAccountStrings } from '@/shared/i18n';
import { reportPageView } from '@/shared/lib/analytics';
import { useSession } from '@/shared/store/session-store';
import { useUi } from '@/shared/store/ui-store';
import { GlobalOverlays } from '../overlays/global-overlays';
import { findRoute, routeName } from '../routes';
import { setDocumentTitle } from '../title';
import Footer from './footer';
import { Header } from './header';

const MobileSidebar = lazy(withAccountStrings(() => import('./mobile-sidebar')));
// On every page while she is signed in: her chat connection (she is online while it is connected) and her language told to identity.
const SignedInPresence = lazy(withAccountStrings(() => import('./presence')));

// The landing address's query, read before the router runs: a member who lands on `/?pid=…` is sent on to
// /search (without it) before this layout mounts, and her click is still recorded.
const LANDING_SEARCH = window.location.search;

/** The page frame: header, mobile sidebar, the routed page, footer and the global overlays. */
export function RootLayout() {
  const location = useLocation();
  const { t, i18n } = useTranslation();
  const signedIn = useSession((s) => !!s.token);
  const sidebarOpen = useUi((s) => s.sidebarOpen);
  const [sidebarLoaded, setSidebarLoaded] = useState(false);
  if (sidebarOpen && !sidebarLoaded) setSidebarLoaded(true);

  // Every navigation scrolls to the top (spec section 2).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname, location.search]);

  // The title follows the language too; page views are reported under the spec's conditions.
  useEffect(() => {
    const route = findRoute(location.pathname);
    setDocumentTitle(route ? routeName(route, signedIn, location.search) : null);
  }, [location.pathname, location.search, i18n.language, signedIn]);

  useEffect(() => {
    reportPageView(location.pathname + location.search, document.title);
  }, [location.pathname, location.search]);

  // pid and sid from the landing URL (and an invite token) are stored and reported once.
  useEffect(() => {
    void recordAffiliateClick(LANDING_SEARCH);
  }, []);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href="#main"
        sx={{ position: 'absolute', left: -9999, top: 8, zIndex: 2000, bgcolor: '#fff', p: 1.5, borderRadius: 2, '&:focus': { left: 8 } }}
      >
        {t('common.skipToContent')}
      </Box>
      <Header />
      {sidebarLoaded && (
        <Suspense fallback={null}>
          <MobileSidebar />
        </Suspense>
      )}
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <Footer />
      <GlobalOverlays />
      {signedIn && (
        <Suspense fallback={null}>
          <SignedInPresence />
        </Suspense>
      )}
    </Box>
  );
}
