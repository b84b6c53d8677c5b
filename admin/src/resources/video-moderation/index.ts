import VideoIcon from '@mui/icons-material/VideoLibrary';
import { createElement } from 'react';
import { ModerationList, ModerationShow } from '../photo-moderation';
import type { AdminResource } from '../types';
import messages from './messages';

const VideoModerationList = () => createElement(ModerationList, { resource: 'video-moderation' });
const VideoModerationShow = () => createElement(ModerationShow, { resource: 'video-moderation', kind: 'video' });

/** `video-moderation` (profiles): the same queue and steps as photos', with the signed video as preview. */
const videoModeration: AdminResource = {
  name: 'video-moderation',
  list: VideoModerationList,
  show: VideoModerationShow,
  icon: VideoIcon,
  menu: 'people',
  messages,
};

export default videoModeration;
