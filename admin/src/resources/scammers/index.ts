import ScammersIcon from '@mui/icons-material/GppBadOutlined';
import type { AdminResource } from '../types';
import messages from './messages';
import { ScammerCreate, ScammerEdit } from './ScammerEdit';
import { ScammerList } from './ScammerList';
import { ScammerShow } from './ScammerShow';

/**
 * `scammers` (profiles): the scammers list members read on the site (`/scammers`). Site
 * moderators and admins list, read, create, change and delete its entries; not agency moderators
 * nor finance (the API answers them 403).
 */
const scammers: AdminResource = {
  name: 'scammers',
  list: ScammerList,
  show: ScammerShow,
  edit: ScammerEdit,
  create: ScammerCreate,
  icon: ScammersIcon,
  menu: 'people',
  messages,
  recordRepresentation: 'name',
};

export default scammers;
