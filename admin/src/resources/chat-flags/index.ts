import FlagIcon from '@mui/icons-material/OutlinedFlag';
import type { AdminResource } from '../types';
import { ChatFlagList, ChatFlagShow } from './ChatFlagList';
import messages from './messages';

/** `chat-flags` (chat-room): the anti-scam list of chat messages for site moderators. */
const chatFlags: AdminResource = { name: 'chat-flags', list: ChatFlagList, show: ChatFlagShow, icon: FlagIcon, menu: 'people', messages };

export default chatFlags;
