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
  | 'CHAT.TOKEN_REFUSED'
  /** Live cam: only the lady shows her camera (camStart, camOffer). */
  | 'CHAT.CAM_LADY_ONLY'
  /** Live cam: only the man answers her offer or asks for a fresh one (camAnswer, camRequestOffer). */
  | 'CHAT.CAM_MAN_ONLY'
  /** Live cam: the lady is not webcam-enabled. */
  | 'CHAT.CAM_NO_WEBCAM'
  /** Live cam: the room has no active (billed) chat session of the caller. */
  | 'CHAT.CAM_NEEDS_ACTIVE_CHAT'
  /** Live cam: a signal while her camera is off. */
  | 'CHAT.CAM_OFF'
  /** Messages faster than a person types (the flood limit, CHAT_MESSAGE_BURST and CHAT_MESSAGES_PER_MINUTE). */
  | 'CHAT.TOO_FAST'
  /** More sockets of one member open in this process than MAX_SOCKETS_PER_MEMBER. */
  | 'CHAT.TOO_MANY_SOCKETS'
  /** A clientMessageId the sender already used for another message (another room or text); an identical resend is a duplicate, not this. */
  | 'CHAT.CLIENT_ID_REUSED';

export class ChatError extends DomainError<ChatErrorCode> {}

export const CHAT_MESSAGES = {
  ladyOffline: 'The lady is offline: a chat starts only when she is online',
  blocked: 'This member does not accept your messages',
  sameSex: 'Incompatible user types',
  roomNotFound: 'Chat room not found',
  companionNotFound: 'User not found',
  camLadyOnly: 'Only the lady can show her camera',
  camManAnswers: 'Only the man answers the camera offer',
  camManRequests: 'Only the man asks for the camera offer',
  camNoWebcam: 'Live cam is for ladies with a web cam',
  camNeedsActiveChat: 'Live cam needs an active chat',
  camOff: 'The camera is off',
  tooFast: 'You are sending messages too fast. Wait a moment and try again',
  tooManySockets: 'The chat is open in too many windows. Close some and try again',
  clientIdReused: 'clientMessageId already used for another message',
} as const;
