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

/**
 * The member menu's icons by entry key, apart from `menu.ts`: the header (in the home page's chunk) needs
 * the entries, only the account menus (loaded on demand) draw their icons.
 */
export const MENU_ICONS: Record<string, SvgIconComponent> = {
  searchLadies: FavoriteRoundedIcon,
  men: ManRoundedIcon,
  liveChat: ForumRoundedIcon,
  mails: MailRoundedIcon,
  myWinks: WavingHandRoundedIcon,
  favorites: StarRoundedIcon,
  visitors: VisibilityRoundedIcon,
  sentGifts: CardGiftcardRoundedIcon,
  gifts: CardGiftcardRoundedIcon,
  news: NewspaperRoundedIcon,
  notifications: NotificationsRoundedIcon,
  bookmarks: BookmarksRoundedIcon,
  myProfile: AccountCircleRoundedIcon,
  myMedia: PhotoLibraryRoundedIcon,
  purchasedPhotos: CollectionsRoundedIcon,
  videos: SmartDisplayRoundedIcon,
  edit: EditRoundedIcon,
  buyCredits: AddCardRoundedIcon,
  orders: ShoppingBagRoundedIcon,
  payments: ReceiptLongRoundedIcon,
  scammers: ReportRoundedIcon,
  settings: SettingsRoundedIcon,
};
