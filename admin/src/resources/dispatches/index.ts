import DispatchIcon from '@mui/icons-material/ForwardToInbox';
import type { AdminResource } from '../types';
import { DispatchCreate } from './DispatchCreate';
import { DispatchList } from './DispatchList';
import { DispatchShow } from './DispatchShow';
import messages from './messages';

/** `dispatches` (mail): a lady's letter to many men, each copy its own letter; agency moderators (their agency), site moderators. */
const dispatches: AdminResource = {
  name: 'dispatches',
  list: DispatchList,
  show: DispatchShow,
  create: DispatchCreate,
  icon: DispatchIcon,
  menu: 'people',
  messages,
};

export default dispatches;
