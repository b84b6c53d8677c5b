import { DomainError } from '@dating/platform';

/** Every refusal chat-room raises, as a stable code; `chat-room-site-codes.ts` maps each once. */
export type ChatErrorCode =
  /** dialog/history without roomId and companionId. */
  | 'CHAT.NO_ROOM_OR_COMPANION'
  /** A room that is not the caller's, or does not exist. */
  | 'CHAT.ROOM_NOT_FOUND'
  /** The companion is unknown to the chat. */
  | 'CHAT.COMPANION_NOT_FOUND'
  /** Men chat with women and women with men. */
  | 'CHAT.SAME_SEX'
  /** A message that breaks the chat message rule (300 characters, no Cyrillic). */
  | 'CHAT.INVALID_MESSAGE'
  /** A bad query or body field. */
  | 'CHAT.INVALID'
  /** A man may open a chat only with a lady who is online. */
  | 'CHAT.LADY_OFFLINE'
  | 'CHAT.BLOCKED'
  /** A refresh token that is unknown, used, revoked or expired. */
  | 'CHAT.TOKEN_REFUSED';

export class ChatError extends DomainError<ChatErrorCode> {}

export const CHAT_MESSAGES = {
  ladyOffline: 'The lady is offline: a chat starts only when she is online',
  blocked: 'This member does not accept your messages',
  sameSex: 'Incompatible user types',
  roomNotFound: 'Chat room not found',
  companionNotFound: 'User not found',
} as const;
