import MemberIcon from '@mui/icons-material/People';
import type { AdminResource } from '../types';
import { MemberList } from './MemberList';
import { MemberShow } from './MemberShow';
import messages from './messages';

const members: AdminResource = {
  name: 'members',
  list: MemberList,
  show: MemberShow,
  icon: MemberIcon,
  menu: 'people',
  messages,
  recordRepresentation: 'name',
};

export default members;
