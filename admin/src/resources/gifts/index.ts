import GiftCatalogueIcon from '@mui/icons-material/Storefront';
import type { AdminResource } from '../types';
import { GiftCreate, GiftEdit } from './GiftEdit';
import { GiftList } from './GiftList';
import { GiftShow } from './GiftShow';
import messages from './messages';

/**
 * `gifts` (profiles): the catalogue men send gifts from. Admins list, read, create and change
 * (no delete: `active` off retires a gift); agency and site moderators read it; not finance.
 */
const gifts: AdminResource = {
  name: 'gifts',
  list: GiftList,
  show: GiftShow,
  edit: GiftEdit,
  create: GiftCreate,
  icon: GiftCatalogueIcon,
  menu: 'people',
  messages,
  recordRepresentation: 'name',
};

export default gifts;
