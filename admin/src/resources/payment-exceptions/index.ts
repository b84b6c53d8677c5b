import ExceptionIcon from '@mui/icons-material/ReportProblem';
import type { AdminResource } from '../types';
import messages from './messages';
import { PaymentExceptionList } from './PaymentExceptionList';
import { PaymentExceptionShow } from './PaymentExceptionShow';

/** `payment-exceptions`: the finance queue of sales that gave no credits (list, one), open ones first, with "Refund". */
const paymentExceptions: AdminResource = {
  name: 'payment-exceptions',
  list: PaymentExceptionList,
  show: PaymentExceptionShow,
  icon: ExceptionIcon,
  menu: 'finance',
  messages,
};

export default paymentExceptions;
