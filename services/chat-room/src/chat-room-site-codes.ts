import { defineSiteCodes } from '@dating/platform';
import { PRODUCT_MESSAGES } from '@dating/rules';
import { CHAT_MESSAGES, type ChatErrorCode } from './domain/chat-errors.js';

/** The one map from chat-room's error codes to the spec's site codes (section 8). */
export const CHAT_SITE_CODES = defineSiteCodes<ChatErrorCode>({
  'CHAT.NO_ROOM_OR_COMPANION': { code: 10001, desc: PRODUCT_MESSAGES.noRoomOrCompanion },
  'CHAT.ROOM_NOT_FOUND': { code: 10404, desc: CHAT_MESSAGES.roomNotFound },
  'CHAT.COMPANION_NOT_FOUND': { code: 10005, desc: CHAT_MESSAGES.companionNotFound },
  'CHAT.SAME_SEX': { code: 10024, desc: CHAT_MESSAGES.sameSex },
  'CHAT.INVALID_MESSAGE': 10002,
  'CHAT.INVALID': 10002,
  'CHAT.LADY_OFFLINE': { code: 10400, desc: CHAT_MESSAGES.ladyOffline, httpStatus: 409 },
  'CHAT.BLOCKED': { code: 10003, desc: CHAT_MESSAGES.blocked, httpStatus: 403 },
  'CHAT.TOKEN_REFUSED': { code: 401, httpStatus: 401 },
  'CHAT.CAM_LADY_ONLY': { code: 10003, desc: CHAT_MESSAGES.camLadyOnly, httpStatus: 403 },
  // No fixed desc: the refusal says which signal is the man's (camAnswer, camRequestOffer).
  'CHAT.CAM_MAN_ONLY': { code: 10003, httpStatus: 403 },
  'CHAT.CAM_NO_WEBCAM': { code: 10003, desc: CHAT_MESSAGES.camNoWebcam, httpStatus: 403 },
  'CHAT.CAM_NEEDS_ACTIVE_CHAT': { code: 10400, desc: CHAT_MESSAGES.camNeedsActiveChat, httpStatus: 409 },
  'CHAT.CAM_OFF': { code: 10400, desc: CHAT_MESSAGES.camOff, httpStatus: 409 },
  'CHAT.TOO_FAST': { code: 10034, desc: CHAT_MESSAGES.tooFast, httpStatus: 429 },
  'CHAT.TOO_MANY_SOCKETS': { code: 10034, desc: CHAT_MESSAGES.tooManySockets, httpStatus: 429 },
  // As mail's letter id reused for another letter (10027).
  'CHAT.CLIENT_ID_REUSED': { code: 10027, desc: CHAT_MESSAGES.clientIdReused, httpStatus: 409 },
});
