import BadgeIcon from '@mui/icons-material/Badge';
import type { AdminResource } from '../types';
import messages from './messages';
import { StaffCreate } from './StaffCreate';
import { StaffEdit } from './StaffEdit';
import { StaffList } from './StaffList';

const staff: AdminResource = {
  name: 'staff',
  list: StaffList,
  create: StaffCreate,
  edit: StaffEdit,
  icon: BadgeIcon,
  menu: 'staff',
  messages,
  recordRepresentation: 'name',
};

export default staff;
