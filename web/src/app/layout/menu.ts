import type { UserType } from '@dating/rules';
import { ROUTES } from '../routes';

export interface MenuEntry {
  key: string;
  to: string;
  /** i18n key of the label. */
  label: string;
  /** Who sees it; entries appear only when their screens exist (spec section 2's menu, this round). */
  for: readonly UserType[];
  /**
   * Shown in the desktop header bar too (every entry is in the account sidebar and the mobile menu).
   * Winks and visitors are not: their counters beside it open the same pages, and without them the
   * Russian labels fit the bar at 1280 px instead of scrolling out of sight.
   */
  header?: boolean;
}

/** The member menu: spec section 2's entries whose screens exist, for each user type. */
export const MEMBER_MENU: MenuEntry[] = [
  { key: 'searchLadies', to: ROUTES.search.path, label: 'menu.searchLadies', for: ['man'], header: true },
  { key: 'men', to: ROUTES.search.path, label: 'menu.men', for: ['woman'], header: true },
  { key: 'liveChat', to: '/chat', label: 'menu.liveChat', for: ['man', 'woman'], header: true },
  { key: 'mails', to: '/letters/inbox', label: 'menu.mails', for: ['man', 'woman'], header: true },
  { key: 'myWinks', to: ROUTES.myKisses.path, label: 'menu.myWinks', for: ['man', 'woman'] },
  { key: 'favorites', to: ROUTES.favorites.path, label: 'menu.favorites', for: ['man', 'woman'], header: true },
  { key: 'visitors', to: ROUTES.visitors.path, label: 'menu.visitors', for: ['man', 'woman'] },
  // One page, /gifts: a man's sent gifts (and the catalogue), a lady's received ones; spec section 2 puts it after visitors.
  { key: 'sentGifts', to: ROUTES.gifts.path, label: 'menu.sentGifts', for: ['man'] },
  { key: 'gifts', to: ROUTES.gifts.path, label: 'menu.gifts', for: ['woman'] },
  { key: 'news', to: ROUTES.news.path, label: 'menu.news', for: ['man', 'woman'] },
  { key: 'notifications', to: ROUTES.notifications.path, label: 'menu.notifications', for: ['man', 'woman'] },
  { key: 'bookmarks', to: ROUTES.bookmarks.path, label: 'menu.bookmarks', for: ['man', 'woman'] },
  { key: 'myProfile', to: ROUTES.myProfile.path, label: 'menu.myProfile', for: ['man', 'woman'] },
  { key: 'myMedia', to: ROUTES.albums.path, label: 'menu.myMedia', for: ['man', 'woman'] },
  // The purchased album is a tab of /albums, which reads its tab from ?album= (features/albums).
  { key: 'purchasedPhotos', to: `${ROUTES.albums.path}?album=purchased`, label: 'menu.purchasedPhotos', for: ['man'] },
  { key: 'videos', to: ROUTES.videos.path, label: 'menu.videos', for: ['man'] },
  { key: 'edit', to: ROUTES.editMainInfo.path, label: 'menu.editProfile', for: ['man'] },
  { key: 'buyCredits', to: ROUTES.buyCredits.path, label: 'menu.buyCredits', for: ['man'] },
  { key: 'orders', to: ROUTES.orders.path, label: 'menu.orders', for: ['man'] },
  { key: 'payments', to: ROUTES.payments.path, label: 'menu.payments', for: ['man'] },
  { key: 'scammers', to: ROUTES.scammers.path, label: 'menu.scammers', for: ['man', 'woman'] },
  { key: 'settings', to: ROUTES.settingsGeneral.path, label: 'menu.settings', for: ['man', 'woman'] },
];

/** The visitor's links (the public pages). */
export const GUEST_MENU = [
  { key: 'about', to: '/about', label: 'menu.about' },
  { key: 'safety', to: '/safety-tips', label: 'menu.safety' },
  { key: 'faq', to: '/faq', label: 'menu.faq' },
  { key: 'contact', to: ROUTES.contact.path, label: 'menu.contact' },
] as const;

export function menuFor(userType: UserType | null): MenuEntry[] {
  return userType ? MEMBER_MENU.filter((e) => e.for.includes(userType)) : [];
}

type Place = { pathname: string; search: string };

/**
 * The place is in the entry's section: the first segment of its path, so a section's entry that opens
 * one of its pages stays current on all of them (edit profile on /edit/aboutMe, settings on
 * /settings/notifications, mails on /letters/outbox/100020), with the entry's query if it has one.
 */
function leadsTo(entry: MenuEntry, { pathname, search }: Place): boolean {
  const [path = '', query = ''] = entry.to.split('?');
  if (pathname.split('/')[1] !== path.split('/')[1]) return false;
  const current = new URLSearchParams(search);
  return [...new URLSearchParams(query)].every(([key, value]) => current.get(key) === value);
}

/**
 * Whether an entry is the current page (its link marked active). My media and purchased photos are
 * both /albums: an entry without a query gives way to one whose query matches.
 */
export function isCurrentEntry(entry: MenuEntry, entries: readonly MenuEntry[], place: Place): boolean {
  if (!leadsTo(entry, place)) return false;
  return entry.to.includes('?') || !entries.some((e) => e !== entry && e.to.includes('?') && leadsTo(e, place));
}
