import GiftIcon from '@mui/icons-material/CardGiftcard';
import type { AdminResource } from '../types';
import { GiftSendList } from './GiftSendList';
import { GiftSendShow } from './GiftSendShow';
import messages from './messages';

/**
 * `gift-sends` (profiles): the gifts men send ladies, decided by her agency's moderator first, then
 * by a site moderator (or an admin), like contact requests; not for finance.
 */
const giftSends: AdminResource = {
  name: 'gift-sends',
  list: GiftSendList,
  show: GiftSendShow,
  icon: GiftIcon,
  menu: 'people',
  messages,
};

export default giftSends;
