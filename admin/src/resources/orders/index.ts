import OrderIcon from '@mui/icons-material/ReceiptLong';
import type { AdminResource } from '../types';
import messages from './messages';
import { OrderList } from './OrderList';
import { OrderShow } from './OrderShow';

export { OrdersTable } from './OrdersTable';

/** `orders`: every charge of every man (list, one), with "Reverse" on a charge not yet reversed. */
const orders: AdminResource = { name: 'orders', list: OrderList, show: OrderShow, icon: OrderIcon, menu: 'finance', messages };

export default orders;
