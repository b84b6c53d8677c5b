import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import type { AdminResource } from '../types';
import { ContactRequestList } from './ContactRequestList';
import { ContactRequestShow } from './ContactRequestShow';
import messages from './messages';

/**
 * `contact-requests` (profiles): a man's request for a lady's contact details, decided by her
 * agency's moderator first, then by a site moderator (or an admin); not for finance.
 */
const contactRequests: AdminResource = {
  name: 'contact-requests',
  list: ContactRequestList,
  show: ContactRequestShow,
  icon: ContactPhoneIcon,
  menu: 'people',
  messages,
};

export default contactRequests;
