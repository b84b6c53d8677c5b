import AccountIcon from '@mui/icons-material/AccountBalanceWallet';
import type { AdminResource } from '../types';
import { AccountList } from './AccountList';
import { AccountShow } from './AccountShow';
import messages from './messages';

/** `accounts`: every man's credit account (list, one); its page holds the statement and the grant and reverse actions. */
const accounts: AdminResource = {
  name: 'accounts',
  list: AccountList,
  show: AccountShow,
  icon: AccountIcon,
  menu: 'finance',
  messages,
  recordRepresentation: 'name',
};

export default accounts;
