import { STATIC_PAGES, type StaticPageSlug } from '@dating/rules';
import { matchPath } from 'react-router-dom';

/**
 * The route table of spec section 2 for the screens that exist this round: path, route name,
 * the title entry (`documentTitles.<name>`, falling back to the main title) and the flags the
 * navigation guard reads. Later screens add their rows; menu entries appear with them.
 */
export interface RouteMeta {
  name: string;
  path: string;
  /** Signed-in members only (visitors see a sign-in prompt in place of the page). */
  member?: boolean;
  /** Men only: a woman is sent to the notFound route (spec section 6). */
  menOnly?: boolean;
  /** A second route name for the same path, used for signed-in members (spec: cookie policy, search). */
  memberName?: string;
  /** Static page slug. */
  slug?: StaticPageSlug;
  /** Other screens on the same path, told by a query parameter (its name and value → a route name). */
  byQuery?: { param: string; names: Record<string, string> };
  /** Development builds only (`import.meta.env.DEV`): a production build has no such route, so the path goes to /not-found. */
  devOnly?: boolean;
}

const staticName = (slug: string) => slug.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());

export const ROUTES = {
  home: { name: 'home', path: '/' },
  contact: { name: 'contact', path: '/contact' },
  unsubscribe: { name: 'unsubscribe', path: '/unsubscribe' },
  resetPassword: { name: 'resetPassword', path: '/reset-password' },
  notFound: { name: 'notFound', path: '/not-found' },
  myProfile: { name: 'myProfile', path: '/myProfile', member: true },
  settings: { name: 'settings', path: '/settings', member: true },
  settingsGeneral: { name: 'general', path: '/settings/general', member: true },
  settingsNotifications: { name: 'notifications', path: '/settings/notifications', member: true },
  payments: { name: 'payments', path: '/payments', member: true, menOnly: true },
  orders: { name: 'orders', path: '/orders', member: true, menOnly: true },
  buyCredits: { name: 'buyCredits', path: '/buy/credits', member: true, menOnly: true },
  search: { name: 'search', path: '/search', member: true },
  chat: { name: 'activeChat', path: '/chat/:id?', member: true },
  profile: { name: 'profile', path: '/profile/:id', member: true },
  myKisses: { name: 'myKisses', path: '/myKisses', member: true },
  favorites: { name: 'favorites', path: '/favorites', member: true },
  // Men and women: his sent gifts (and the catalogue, `?tab=catalogue`), her received ones.
  gifts: { name: 'gifts', path: '/gifts', member: true, byQuery: { param: 'tab', names: { catalogue: 'giftCatalogue' } } },
  visitors: { name: 'visitors', path: '/visitors', member: true },
  bookmarks: { name: 'bookmarks', path: '/bookmarks', member: true },
  publicProfile: { name: 'publicProfile', path: '/publicProfile/:id' },
  edit: { name: 'edit', path: '/edit', member: true, menOnly: true },
  editMainInfo: { name: 'mainInfo', path: '/edit/mainInfo', member: true, menOnly: true },
  editAboutMe: { name: 'aboutMe', path: '/edit/aboutMe', member: true, menOnly: true },
  editAppearance: { name: 'appearance', path: '/edit/appearance', member: true, menOnly: true },
  editPerfect: { name: 'perfect', path: '/edit/perfect', member: true, menOnly: true },
  editAlbums: { name: 'editAlbums', path: '/edit/editAlbums', member: true, menOnly: true },
  albums: { name: 'albums', path: '/albums', member: true, byQuery: { param: 'album', names: { purchased: 'purchasedPhotos' } } },
  videos: { name: 'videos', path: '/videos', member: true },
  letters: { name: 'letters', path: '/letters/:threadType', member: true },
  letterThread: { name: 'letterThread', path: '/letters/:threadType/:companionId', member: true },
  // The spec names /notifications' screens "all and favorite notifications": the tab is in the query.
  notifications: { name: 'allNotifications', path: '/notifications', member: true, byQuery: { param: 'tab', names: { favorite: 'favoriteNotifications' } } },
  news: { name: 'news', path: '/news', member: true },
  allNews: { name: 'allNews', path: '/news/allNews', member: true },
  favoriteNews: { name: 'favoriteNews', path: '/news/favoriteNews', member: true },
  // Men and women alike: the people confirmed to have cheated members, to check a contact against.
  scammers: { name: 'scammers', path: '/scammers', member: true },
  // For the site's developers (spec section 2): every icon the site uses, found in its sources; no sign-in.
  sprite: { name: 'sprite', path: '/sprite', devOnly: true },
} as const satisfies Record<string, RouteMeta>;

/** The twelve static pages at /{slug}; the cookie policy has a second route name for members. */
export const STATIC_ROUTES: RouteMeta[] = STATIC_PAGES.map(({ slug }) => ({
  name: slug === 'cookie-policy' ? 'cookiePolicyUnauthorized' : staticName(slug),
  memberName: slug === 'cookie-policy' ? 'cookiePolicyAuthorized' : undefined,
  path: `/${slug}`,
  slug,
}));

export const ALL_ROUTES: RouteMeta[] = [...Object.values(ROUTES), ...STATIC_ROUTES].filter((r: RouteMeta) => import.meta.env.DEV || !r.devOnly);

export function findRoute(pathname: string): RouteMeta | null {
  return ALL_ROUTES.find((r) => matchPath({ path: r.path, end: true }, pathname)) ?? null;
}

/** The route's name for this visitor (a member may see the second name of a shared path) and query (`byQuery`). */
export function routeName(route: RouteMeta, signedIn: boolean, search = ''): string {
  const byQuery = route.byQuery && route.byQuery.names[new URLSearchParams(search).get(route.byQuery.param) ?? ''];
  return byQuery ?? (signedIn && route.memberName ? route.memberName : route.name);
}
