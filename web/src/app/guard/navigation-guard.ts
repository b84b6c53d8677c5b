import type { QueryClient } from '@tanstack/react-query';
import { userQuery, type MemberInfo } from '@/features/auth/api/get-user';
import { myProfileQuery, type MyProfile } from '@/features/profile/api/get-my-profile';
import { getSiteSettings, siteSettingsQuery } from '@/shared/api/site-settings';
import { MEMBER_HOME } from '@/shared/store/session-store';
import { findRoute, ROUTES, routeName } from '../routes';

export interface GuardDeps {
  queryClient: QueryClient;
  session: () => { token: string | null };
  /** Keeps the held state in step with the server's answer. */
  onUser: (user: MemberInfo) => void;
  /** Sets `document.title` from the route name's title entry (or the main title for null). */
  setTitle: (routeName: string | null) => void;
  log: (message: string, err: unknown) => void;
}

/** Where to go instead, if anywhere; `replace` replaces the address being left rather than adding one after it. */
export type GuardResult = { redirect: string; replace?: boolean } | { redirect: null };

/**
 * The navigation guard of spec section 2, on every navigation:
 * (1) set the title; (2) always request site settings; (3) with an access token, request the
 * user data and the profile and update the held state; (4) on a men-only route wait for the
 * profile: a woman goes to notFound, anyone else continues, and if the profile request fails
 * the failure is logged and navigation continues anyway; (5) with no token, continue at once.
 * And the home `/` is the visitors' (section 2 names /search the authorized home): a member opening it is sent
 * to /search, replacing `/` (so Back does not come back to be sent on again), once the user data answered: a
 * token the server refuses is dropped by then (the API client's 401 rule) and that visitor sees the home.
 */
export async function runNavigationGuard(pathname: string, deps: GuardDeps, search = ''): Promise<GuardResult> {
  const route = findRoute(pathname);
  const { token } = deps.session();
  deps.setTitle(route ? routeName(route, !!token, search) : null);

  getSiteSettings().then(
    (settings) => deps.queryClient.setQueryData(siteSettingsQuery.queryKey, settings),
    (err: unknown) => deps.log('site settings request failed', err),
  );

  if (!token) return { redirect: null };

  const user = deps.queryClient.fetchQuery({ ...userQuery, staleTime: 0 }).then(
    (u) => {
      deps.onUser(u);
      return u;
    },
    (err: unknown) => {
      deps.log('user data request failed', err);
      return null;
    },
  );
  const profile: Promise<MyProfile> = user.then(() => deps.queryClient.fetchQuery({ ...myProfileQuery(deps.queryClient), staleTime: 0 }));

  if (!route?.menOnly) {
    profile.catch((err: unknown) => deps.log('profile request failed', err));
    if (pathname !== ROUTES.home.path) return { redirect: null };
    await user;
    return deps.session().token ? { redirect: MEMBER_HOME, replace: true } : { redirect: null };
  }
  try {
    const me = await profile;
    if (me.sex.isWoman) return { redirect: ROUTES.notFound.path };
  } catch (err) {
    deps.log('profile request failed; navigation continues', err);
  }
  return { redirect: null };
}
