/** The chat API's and the socket's shapes (services/chat-room: infrastructure/messages.ts, queries/*). */
export interface ChatMessage {
  _id: string;
  roomId: string;
  /** The room's server sequence: the conversation's order and the history cursor. */
  seq: number;
  clientMessageId: string;
  sender: { userId: string };
  receiver: { userId: string };
  message: string;
  /** 'invite' while the receiver has not written in the room yet. */
  type: 'message' | 'invite';
  /** The room's first message: the receiver's chat list learns the room id from it. */
  updateRoom: boolean;
  createdAt: string;
}

/** An invite as GET invites answers it: the message, and whether the server says she has viewed it (Invite.isViewed). */
export type CaughtUpInvite = ChatMessage & { isViewed?: boolean };

export interface OnlineUser {
  userId: string;
  fullName: string;
  avatarSmall: string | null;
  roomId: string | null;
}

export interface ChatUser {
  userId: string;
  fullName?: string;
  avatarSmall?: string | null;
}

export interface Pagination {
  currentPage: number;
  totalPages: number;
  totalResults: number;
  limit: number;
  skip: number;
  hasMore: boolean;
}

export interface HistoryPage {
  messages: ChatMessage[];
  pagination: Pagination;
  roomId: string | null;
}

/** billingStarted / billingUpdate / billingStopped (credits only for the man; null for the lady). */
export interface BillingPayload {
  roomId: string;
  startTime: string | null;
  totalCreditsCharged: number;
  minutes: number;
  pricePerMinute: number;
  credits: number | null;
  reason?: string;
}

/** lowBalance, userOffline, paymentError, billingError. */
export interface BillingNotice {
  roomId?: string;
  message?: string;
  userId?: string;
  stopped?: boolean;
}

export interface SocketErrorPayload {
  status?: false;
  code?: number;
  message?: string;
  desc?: string;
}

/** GET live-cam (chat-room): what the live cam needs. */
export interface LiveCamSettings {
  iceServers: RTCIceServer[];
  canShowCamera: boolean;
  pricePerMinute: number;
}

/** camOffer / camAnswer / camIceCandidate as the companion's socket hears them. */
export interface CamSignal {
  roomId: string;
  userId: string;
  sdp?: string;
  candidate?: RTCIceCandidateInit;
}
