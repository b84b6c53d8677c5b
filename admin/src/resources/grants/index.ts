import GrantIcon from '@mui/icons-material/AddCard';
import type { AdminResource } from '../types';
import messages from './messages';

export { GrantCreditsButton } from './GrantCreditsButton';

/**
 * `grants`: create only (finance, admin). No page of its own: the "Grant credits" dialog on an
 * account's page posts here. Registered for its messages (`resources.grants.*`).
 */
const grants: AdminResource = { name: 'grants', icon: GrantIcon, menu: false, messages };

export default grants;
