import AccountCircleRoundedIcon from '@mui/icons-material/AccountCircleRounded';
import AddCardRoundedIcon from '@mui/icons-material/AddCardRounded';
import BookmarksRoundedIcon from '@mui/icons-material/BookmarksRounded';
import CardGiftcardRoundedIcon from '@mui/icons-material/CardGiftcardRounded';
import CollectionsRoundedIcon from '@mui/icons-material/CollectionsRounded';
import ForumRoundedIcon from '@mui/icons-material/ForumRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import FavoriteRoundedIcon from '@mui/icons-material/FavoriteRounded';
import MailRoundedIcon from '@mui/icons-material/MailRounded';
import NewspaperRoundedIcon from '@mui/icons-material/NewspaperRounded';
import NotificationsRoundedIcon from '@mui/icons-material/NotificationsRounded';
import ManRoundedIcon from '@mui/icons-material/ManRounded';
import PhotoLibraryRoundedIcon from '@mui/icons-material/PhotoLibraryRounded';
import SmartDisplayRoundedIcon from '@mui/icons-material/SmartDisplayRounded';
import ReceiptLongRoundedIcon from '@mui/icons-material/ReceiptLongRounded';
import ReportRoundedIcon from '@mui/icons-material/ReportRounded';
import SettingsRoundedIcon from '@mui/icons-material/SettingsRounded';
import ShoppingBagRoundedIcon from '@mui/icons-material/ShoppingBagRounded';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import VisibilityRoundedIcon from '@mui/icons-material/VisibilityRounded';
import WavingHandRoundedIcon from '@mui/icons-material/WavingHandRounded';
import type { SvgIconComponent } from '@mui/icons-material';
import type { UserType } from '@dating/rules';
import { ROUTES } from '../routes';

export interface MenuEntry {
  key: string;
  to: string;
  /** i18n key of the label. */
  label: string;
  icon: SvgIconComponent;
  /** Who sees it; entries appear only when their screens exist (spec section 2's menu, this round). */
  for: readonly UserType[];
  /**
   * Shown in the desktop header bar too (the rest live in the account menu and the mobile sidebar).
   * Winks and visitors are not: their counters beside it open the same pages, and without them the
   * Russian labels fit the bar at 1280 px instead of scrolling out of sight.
   */
  header?: boolean;
}

/** The member menu: spec section 2's entries whose screens exist, for each user type. */
export const MEMBER_MENU: MenuEntry[] = [
  { key: 'searchLadies', to: ROUTES.search.path, label: 'menu.searchLadies', icon: FavoriteRoundedIcon, for: ['man'], header: true },
  { key: 'men', to: ROUTES.search.path, label: 'menu.men', icon: ManRoundedIcon, for: ['woman'], header: true },
  { key: 'liveChat', to: '/chat', label: 'menu.liveChat', icon: ForumRoundedIcon, for: ['man', 'woman'], header: true },
  { key: 'mails', to: '/letters/inbox', label: 'menu.mails', icon: MailRoundedIcon, for: ['man', 'woman'], header: true },
  { key: 'myWinks', to: ROUTES.myKisses.path, label: 'menu.myWinks', icon: WavingHandRoundedIcon, for: ['man', 'woman'] },
  { key: 'favorites', to: ROUTES.favorites.path, label: 'menu.favorites', icon: StarRoundedIcon, for: ['man', 'woman'], header: true },
  { key: 'visitors', to: ROUTES.visitors.path, label: 'menu.visitors', icon: VisibilityRoundedIcon, for: ['man', 'woman'] },
  // One page, /gifts: a man's sent gifts (and the catalogue), a lady's received ones; spec section 2 puts it after visitors.
  { key: 'sentGifts', to: ROUTES.gifts.path, label: 'menu.sentGifts', icon: CardGiftcardRoundedIcon, for: ['man'] },
  { key: 'gifts', to: ROUTES.gifts.path, label: 'menu.gifts', icon: CardGiftcardRoundedIcon, for: ['woman'] },
  { key: 'news', to: ROUTES.news.path, label: 'menu.news', icon: NewspaperRoundedIcon, for: ['man', 'woman'] },
  { key: 'notifications', to: ROUTES.notifications.path, label: 'menu.notifications', icon: NotificationsRoundedIcon, for: ['man', 'woman'] },
  { key: 'bookmarks', to: ROUTES.bookmarks.path, label: 'menu.bookmarks', icon: BookmarksRoundedIcon, for: ['man', 'woman'] },
  { key: 'myProfile', to: ROUTES.myProfile.path, label: 'menu.myProfile', icon: AccountCircleRoundedIcon, for: ['man', 'woman'] },
  { key: 'myMedia', to: ROUTES.albums.path, label: 'menu.myMedia', icon: PhotoLibraryRoundedIcon, for: ['man', 'woman'] },
  // The purchased album is a tab of /albums, which reads its tab from ?album= (features/albums).
  { key: 'purchasedPhotos', to: `${ROUTES.albums.path}?album=purchased`, label: 'menu.purchasedPhotos', icon: CollectionsRoundedIcon, for: ['man'] },
  { key: 'videos', to: ROUTES.videos.path, label: 'menu.videos', icon: SmartDisplayRoundedIcon, for: ['man'] },
  { key: 'edit', to: ROUTES.editMainInfo.path, label: 'menu.editProfile', icon: EditRoundedIcon, for: ['man'] },
  { key: 'buyCredits', to: ROUTES.buyCredits.path, label: 'menu.buyCredits', icon: AddCardRoundedIcon, for: ['man'] },
  { key: 'orders', to: ROUTES.orders.path, label: 'menu.orders', icon: ShoppingBagRoundedIcon, for: ['man'] },
  { key: 'payments', to: ROUTES.payments.path, label: 'menu.payments', icon: ReceiptLongRoundedIcon, for: ['man'] },
  { key: 'scammers', to: ROUTES.scammers.path, label: 'menu.scammers', icon: ReportRoundedIcon, for: ['man', 'woman'] },
  { key: 'settings', to: ROUTES.settingsGeneral.path, label: 'menu.settings', icon: SettingsRoundedIcon, for: ['man', 'woman'] },
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

/** The entry's page is the place, as NavLink tells it (its path or one below it), with the entry's query if it has one. */
function leadsTo(entry: MenuEntry, { pathname, search }: Place): boolean {
  const [path = '', query = ''] = entry.to.split('?');
  if (pathname !== path && !pathname.startsWith(`${path}/`)) return false;
  const current = new URLSearchParams(search);
  return [...new URLSearchParams(query)].every(([key, value]) => current.get(key) === value);
}

/**
 * Whether an entry is the current page (its link marked active). NavLink looks at the path only,
 * and my media and purchased photos are both /albums: an entry without a query gives way to one
 * whose query matches.
 */
export function isCurrentEntry(entry: MenuEntry, entries: readonly MenuEntry[], place: Place): boolean {
  if (!leadsTo(entry, place)) return false;
  return entry.to.includes('?') || !entries.some((e) => e !== entry && e.to.includes('?') && leadsTo(e, place));
}
