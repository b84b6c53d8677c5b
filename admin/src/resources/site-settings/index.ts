import SettingsIcon from '@mui/icons-material/Settings';
import type { AdminResource } from '../types';
import messages from './messages';
import { SiteSettingEdit } from './SiteSettingEdit';
import { SiteSettingList } from './SiteSettingList';

const siteSettings: AdminResource = {
  name: 'site-settings',
  list: SiteSettingList,
  edit: SiteSettingEdit,
  icon: SettingsIcon,
  menu: 'system',
  messages,
  recordRepresentation: 'id',
};

export default siteSettings;
