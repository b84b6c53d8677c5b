import PriceIcon from '@mui/icons-material/Sell';
import type { AdminResource } from '../types';
import messages from './messages';
import { PriceList } from './PriceList';

/** `prices`: the price list (list; admins change `price` in place with a confirmation, finance reads). */
const prices: AdminResource = { name: 'prices', list: PriceList, icon: PriceIcon, menu: 'finance', messages };

export default prices;
