import PaymentIcon from '@mui/icons-material/CreditCard';
import type { AdminResource } from '../types';
import messages from './messages';
import { PaymentList } from './PaymentList';
import { PaymentShow } from './PaymentShow';

export { PaymentsTable } from './PaymentsTable';

/** `payments`: every credit pack sale (list, one, CSV export), with "Refund" on an approved one. */
const payments: AdminResource = { name: 'payments', list: PaymentList, show: PaymentShow, icon: PaymentIcon, menu: 'finance', messages };

export default payments;
