import RefundIcon from '@mui/icons-material/CurrencyExchange';
import type { AdminResource } from '../types';
import messages from './messages';

export { RefundButton } from './RefundButton';

/**
 * `refunds`: create only (finance, admin). The "Refund" dialog on an approved payment, or on an
 * open payment exception, posts here. Registered for its messages (`resources.refunds.*`).
 */
const refunds: AdminResource = { name: 'refunds', icon: RefundIcon, menu: false, messages };

export default refunds;
