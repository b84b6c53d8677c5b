import ReversalIcon from '@mui/icons-material/Undo';
import type { AdminResource } from '../types';
import messages from './messages';

export { ReverseChargeButton } from './ReverseChargeButton';

/**
 * `reversals`: create only (finance, admin). The "Reverse" dialog on a charge (orders, and an
 * account's orders) posts here. Registered for its messages (`resources.reversals.*`).
 */
const reversals: AdminResource = { name: 'reversals', icon: ReversalIcon, menu: false, messages };

export default reversals;
