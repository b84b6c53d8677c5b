import VerifyIcon from '@mui/icons-material/FactCheck';
import type { AdminResource } from '../types';
import { LedgerVerificationList } from './LedgerVerificationList';
import { LedgerVerificationShow } from './LedgerVerificationShow';
import messages from './messages';

/** `ledger-verifications`: the ledger checks run so far (list, one) and "Verify now" (create; finance, admin). */
const ledgerVerifications: AdminResource = {
  name: 'ledger-verifications',
  list: LedgerVerificationList,
  show: LedgerVerificationShow,
  icon: VerifyIcon,
  menu: 'finance',
  messages,
};

export default ledgerVerifications;
