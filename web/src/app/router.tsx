import type { QueryClient } from '@tanstack/react-query';
import { Navigate, redirect, replace, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { HomePage } from '@/features/home/routes/home-page';
import { withAccountStrings } from '@/shared/i18n';
import { log } from '@/shared/lib/log';
import { useSession } from '@/shared/store/session-store';
import { runNavigationGuard, type GuardDeps } from './guard/navigation-guard';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './route-error';
import { ROUTES, STATIC_ROUTES } from './routes';
import { setDocumentTitle } from './title';

export function defaultGuardDeps(queryClient: QueryClient): GuardDeps {
  return {
    queryClient,
    session: () => useSession.getState(),
    onUser: (user) => useSession.getState().setUserType(user.user_type, user.user_id),
    setTitle: setDocumentTitle,
    log: (message, err) => log.warn(message, err),
  };
}

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await withAccountStrings(load)()).default });

/**
 * The route table (history mode). Every navigation runs the guard in the root loader
 * (revalidated on each navigation); unknown paths redirect to /not-found. Member pages load in
 * their own chunks.
 */
export function createRoutes(deps: GuardDeps): RouteObject[] {
  const rel = (path: string) => path.replace(/^\//, '');
  return [
    {
      id: 'root',
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteError />,
      // While the first guard runs: the same brand splash index.html shows before the script loads.
      hydrateFallbackElement: (
        <div className="app-shell" aria-hidden="true">
          <span>Amoria</span>
        </div>
      ),
      shouldRevalidate: () => true,
      loader: async ({ request }: LoaderFunctionArgs) => {
        const url = new URL(request.url);
        // The payment provider returns the browser to /?payment=…&result=…: show it on the packs page,
        // in its place (a pushed entry would send Back to it and straight on to the packs again).
        if (url.pathname === '/' && url.searchParams.has('payment') && url.searchParams.has('result')) {
          return replace(`${ROUTES.buyCredits.path}${url.search}`);
        }
        const result = await runNavigationGuard(url.pathname, deps, url.search);
        if (!result.redirect) return null;
        return result.replace ? replace(result.redirect) : redirect(result.redirect);
      },
      children: [
        { index: true, element: <HomePage /> },
        { path: rel(ROUTES.contact.path), lazy: page(() => import('@/features/contact/routes/contact-page')) },
        { path: rel(ROUTES.unsubscribe.path), lazy: page(() => import('@/features/contact/routes/unsubscribe-page')) },
        { path: rel(ROUTES.resetPassword.path), lazy: page(() => import('@/features/auth/routes/reset-password-page')) },
        { path: rel(ROUTES.publicProfile.path), lazy: page(() => import('@/features/profile/routes/public-profile-page')) },
        { path: rel(ROUTES.notFound.path), lazy: page(() => import('@/features/not-found/routes/not-found-page')) },
        // Developers only: a production build drops this entry and its chunk (`import.meta.env.DEV` is false there), so /sprite is unknown.
        ...(import.meta.env.DEV ? [{ path: rel(ROUTES.sprite.path), lazy: page(() => import('@/features/sprite/routes/sprite-page')) }] : []),
        ...STATIC_ROUTES.map((r) => ({ path: rel(r.path), handle: { slug: r.slug }, lazy: page(() => import('@/features/static-pages/routes/static-page')) })),
        {
          lazy: async () => ({ Component: (await withAccountStrings(() => import('./layout/account-layout'))()).AccountLayout }),
          children: [
            { path: rel(ROUTES.myProfile.path), lazy: page(() => import('@/features/profile/routes/my-profile-page')) },
            { path: rel(ROUTES.search.path), handle: { wide: true }, lazy: page(() => import('@/features/search/routes/search-page')) },
            { path: rel(ROUTES.profile.path), handle: { wide: true }, lazy: page(() => import('@/features/profile/routes/profile-page')) },
            { path: rel(ROUTES.myKisses.path), lazy: page(() => import('@/features/kisses/routes/kisses-page')) },
            { path: rel(ROUTES.favorites.path), lazy: page(() => import('@/features/favorites/routes/favorites-page')) },
            { path: rel(ROUTES.gifts.path), lazy: page(() => import('@/features/gifts/routes/gifts-page')) },
            { path: rel(ROUTES.visitors.path), lazy: page(() => import('@/features/visitors/routes/visitors-page')) },
            { path: rel(ROUTES.bookmarks.path), lazy: page(() => import('@/features/bookmarks/routes/bookmarks-page')) },
            { path: rel(ROUTES.notifications.path), lazy: page(() => import('@/features/notifications/routes/notifications-page')) },
            { path: rel(ROUTES.scammers.path), lazy: page(() => import('@/features/scammers/routes/scammers-page')) },
            {
              path: rel(ROUTES.news.path),
              lazy: page(() => import('@/features/news/routes/news-page')),
              children: [
                { index: true, element: <Navigate to={ROUTES.allNews.path} replace /> },
                { path: 'allNews', lazy: page(() => import('@/features/news/routes/all-news')) },
                { path: 'favoriteNews', lazy: page(() => import('@/features/news/routes/favorite-news')) },
              ],
            },
            { path: rel(ROUTES.chat.path), handle: { wide: true }, lazy: page(() => import('@/features/chat/routes/chat-page')) },
            {
              path: rel(ROUTES.edit.path),
              lazy: page(() => import('@/features/profile/routes/edit-page')),
              children: [
                { index: true, element: <Navigate to={ROUTES.editMainInfo.path} replace /> },
                { path: 'mainInfo', lazy: page(() => import('@/features/profile/routes/edit-main-info')) },
                { path: 'aboutMe', lazy: page(() => import('@/features/profile/routes/edit-about-me')) },
                { path: 'appearance', lazy: page(() => import('@/features/profile/routes/edit-appearance')) },
                { path: 'perfect', lazy: page(() => import('@/features/profile/routes/edit-perfect')) },
                // His photo albums: the albums feature's manager, composed here rather than imported by the profile feature.
                { path: 'editAlbums', lazy: page(() => import('@/features/albums/routes/edit-albums')) },
              ],
            },
            {
              path: rel(ROUTES.settings.path),
              lazy: page(() => import('@/features/settings/routes/settings-page')),
              children: [
                { index: true, element: <Navigate to={ROUTES.settingsGeneral.path} replace /> },
                { path: 'general', lazy: page(() => import('@/features/settings/routes/general-settings')) },
                { path: 'notifications', lazy: page(() => import('@/features/settings/routes/notification-settings')) },
              ],
            },
            { path: rel(ROUTES.albums.path), handle: { wide: true }, lazy: page(() => import('@/features/albums/routes/albums-page')) },
            { path: rel(ROUTES.videos.path), handle: { wide: true }, lazy: page(() => import('@/features/albums/routes/videos-page')) },
            { path: rel(ROUTES.letters.path), handle: { wide: true }, lazy: page(() => import('@/features/letters/routes/letters-page')) },
            { path: rel(ROUTES.letterThread.path), handle: { wide: true }, lazy: page(() => import('@/features/letters/routes/letters-page')) },
            { path: 'letters', element: <Navigate to="/letters/inbox" replace /> },
            { path: rel(ROUTES.buyCredits.path), lazy: page(() => import('@/features/credits/routes/buy-credits-page')) },
            { path: rel(ROUTES.payments.path), lazy: page(() => import('@/features/credits/routes/payments-page')) },
            { path: rel(ROUTES.orders.path), lazy: page(() => import('@/features/credits/routes/orders-page')) },
          ],
        },
        // The loader redirects; `element: null` says on purpose that nothing renders here (else React Router warns of a leaf without an element).
        { path: '*', loader: () => redirect(ROUTES.notFound.path), element: null },
      ],
    },
  ];
}
