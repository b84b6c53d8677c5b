import MemberIcon from '@mui/icons-material/People';
import type { AdminResource } from '../types';
import { MemberList } from './MemberList';
import messages from './messages';

const members: AdminResource = {
  name: 'members',
  list: MemberList,
  icon: MemberIcon,
  menu: 'people',
  messages,
  recordRepresentation: 'name',
};

export default members;
