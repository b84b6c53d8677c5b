import HoldIcon from '@mui/icons-material/HourglassTop';
import type { AdminResource } from '../types';
import messages from './messages';
import { OpenHoldList } from './OpenHoldList';

export { HoldsTable } from './HoldsTable';

/** `open-holds`: credits reserved and not yet captured or released (list; finance, admin); an account's page shows its own. */
const openHolds: AdminResource = { name: 'open-holds', list: OpenHoldList, icon: HoldIcon, menu: 'finance', messages };

export default openHolds;
