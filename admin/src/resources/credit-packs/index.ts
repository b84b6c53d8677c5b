import PackIcon from '@mui/icons-material/Redeem';
import type { AdminResource } from '../types';
import { CreditPackCreate, CreditPackEdit } from './CreditPackEdit';
import { CreditPackList } from './CreditPackList';
import { CreditPackShow } from './CreditPackShow';
import messages from './messages';

/** `credit-packs`: the packs the member site sells (admins: list, one, create, update, retire; finance reads). */
const creditPacks: AdminResource = {
  name: 'credit-packs',
  list: CreditPackList,
  show: CreditPackShow,
  edit: CreditPackEdit,
  create: CreditPackCreate,
  icon: PackIcon,
  menu: 'finance',
  messages,
  recordRepresentation: 'name',
};

export default creditPacks;
