import ChatIcon from '@mui/icons-material/Forum';
import type { AdminResource } from '../types';
import { ChatSessionList } from './ChatSessionList';
import { ChatSessionShow } from './ChatSessionShow';
import messages from './messages';

/** `chat-sessions`: billed chats (list, one) for finance and site moderators; a session's messages for site moderators. */
const chatSessions: AdminResource = { name: 'chat-sessions', list: ChatSessionList, show: ChatSessionShow, icon: ChatIcon, menu: 'finance', messages };

export default chatSessions;
