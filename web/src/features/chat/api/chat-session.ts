import { log } from '@/shared/lib/log';
import { useChat } from '../store/chat-store';
import { chatAuth } from './chat-api';
import { closeChatSocket } from './chat-socket';

/** Sign-out's chat part (spec section 4): the socket closed, chat logout with the refresh token, both cookies removed, the chat user cleared. */
export async function endChatSession(): Promise<void> {
  closeChatSocket();
  useChat.getState().reset();
  try {
    await chatAuth.logout();
  } catch (err) {
    log.warn('chat logout failed', err);
  }
}
