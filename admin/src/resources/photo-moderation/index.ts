import PhotoIcon from '@mui/icons-material/PhotoLibrary';
import { createElement } from 'react';
import type { AdminResource } from '../types';
import messages from './messages';
import { ModerationList } from './ModerationList';
import { ModerationShow } from './ModerationShow';

export { DecisionButtons } from './DecisionButtons';
export { moderationMessages } from './messages';
export { ModerationList } from './ModerationList';
export { ModerationShow } from './ModerationShow';

const PhotoModerationList = () => createElement(ModerationList, { resource: 'photo-moderation' });
const PhotoModerationShow = () => createElement(ModerationShow, { resource: 'photo-moderation', kind: 'photo' });

/** `photo-moderation` (profiles): the photo queue, the agency's step first, then the site's (docs/admin-api.md, Roles). */
const photoModeration: AdminResource = {
  name: 'photo-moderation',
  list: PhotoModerationList,
  show: PhotoModerationShow,
  icon: PhotoIcon,
  menu: 'people',
  messages,
};

export default photoModeration;
