import RevenueIcon from '@mui/icons-material/TrendingUp';
import type { AdminResource } from '../types';
import messages from './messages';
import { RevenueList } from './RevenueList';

/** `revenue`: credits spent per service per day, net of reversals (list). */
const revenue: AdminResource = { name: 'revenue', list: RevenueList, icon: RevenueIcon, menu: 'finance', messages };

export default revenue;
