import DevicesIcon from '@mui/icons-material/Devices';
import type { AdminResource } from '../types';
import messages from './messages';
import { StaffSessionList } from './StaffSessionList';

const staffSessions: AdminResource = {
  name: 'staff-sessions',
  list: StaffSessionList,
  icon: DevicesIcon,
  menu: 'staff',
  messages,
};

export default staffSessions;
