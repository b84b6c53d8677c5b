import LoginIcon from '@mui/icons-material/Login';
import type { AdminResource } from '../types';
import messages from './messages';
import { SignInList } from './SignInList';

const signIns: AdminResource = {
  name: 'sign-ins',
  list: SignInList,
  icon: LoginIcon,
  menu: 'people',
  messages,
};

export default signIns;
