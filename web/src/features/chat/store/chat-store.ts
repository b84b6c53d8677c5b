import { PAGE_SIZES } from '@dating/rules';
import { create } from 'zustand';
import {
  addInvite,
  type Invite,
  markInvitesViewed,
  mergeInvites,
  mergeMessages,
  newlyViewedSenders,
  paginationAfterAppend,
  removeInvite,
  shouldAppend,
  userCameOnline,
  userWentOffline,
} from '../lib/chat-rules';
import type { BillingNotice, BillingPayload, CaughtUpInvite, ChatMessage, HistoryPage, OnlineUser, Pagination, SocketErrorPayload } from '../lib/chat-types';

export type ConnectionState = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'disconnected' | 'failed';
export type SoundKind = 'invite' | 'message' | 'billingStarted' | 'toast' | 'notification';

/** What the store's event actions do outside the store (toasts, sounds, balance); set by the chat page. */
/** `socket_notification`: something aimed at the member (a letter, a wink, ...), with its sender; `message` is the server's English text. */
export interface SocketNotice {
  type?:
    | 'mail'
    | 'wink'
    | 'favorite'
    | 'invite'
    | 'visitor'
    | 'gift'
    | 'gift_delivered'
    | 'gift_declined'
    | 'gift_expired'
    | 'contacts_ready'
    | 'contacts_declined'
    | 'contacts_expired'
    | 'report_actioned'
    | 'report_dismissed'
    | string;
  userId?: string;
  fullName?: string;
  message?: string;
}

export interface ChatEffects {
  /** A toast: a message key of the `messages` or `chat` strings, or the server's own text. */
  toast(text: { key?: string; raw?: string }, type: 'info' | 'success' | 'warning' | 'error'): void;
  sound(kind: SoundKind): void;
  /** A browser notification (when allowed) with 'You have a new message'. */
  notify(): void;
  tabHidden(): boolean;
  /** His balance after a billing event (null: unknown, fetch it). */
  balanceChanged(credits: number | null): void;
  lowCredits(): void;
  /** Someone came online: the list's names and avatars are fetched again. */
  refreshUsers(): void;
  /** What a socket notification of this type may have changed (the header counters; a man's balance and purchases for a moderation outcome). */
  refreshCounters(type?: string): void;
  /** A socket notification's toast, unless every visual notification setting is 'off'. */
  notice(notice: SocketNotice): void;
  /** This page marked the invites of a sender viewed: the server keeps it (`viewInvites`), fire and forget. */
  invitesViewed(companionId: string): void;
  /** Her private photo was bought in a chat (photoBought): she is told who bought it. */
  photoSold(buyerName: string | null): void;
}

const noEffects: ChatEffects = {
  toast: () => {},
  sound: () => {},
  notify: () => {},
  tabHidden: () => false,
  balanceChanged: () => {},
  lowCredits: () => {},
  refreshUsers: () => {},
  refreshCounters: () => {},
  notice: () => {},
  invitesViewed: () => {},
  photoSold: () => {},
};

let effects: ChatEffects = noEffects;
export function setChatEffects(next: ChatEffects | null): void {
  effects = next ?? noEffects;
}

export interface BillingSession {
  roomId: string;
  startTime: string | null;
  minutes: number;
  totalCreditsCharged: number;
  pricePerMinute: number;
}

const emptyPagination = (): Pagination => ({ currentPage: 0, totalPages: 0, totalResults: 0, limit: PAGE_SIZES.chatMessages, skip: 0, hasMore: false });

export interface ChatState {
  me: string | null;
  connection: ConnectionState;
  users: OnlineUser[];
  /** Every member seen on the list this session: a returning one is shown with her name at once. */
  cards: Record<string, OnlineUser>;
  usersStatus: 'loading' | 'ready' | 'error';
  /** The selected companion (route /chat/{id}). */
  companionId: string | null;
  /** The chat screen is showing the conversation. */
  chatOpen: boolean;
  roomId: string | null;
  messages: ChatMessage[];
  pagination: Pagination;
  typingIds: string[];
  invites: Invite[];
  /** The last invite that arrived live while its sender's chat was not open (the invite popup shows it off the chat screen). */
  liveInvite: Invite | null;
  billing: Record<string, BillingSession>;
  /** The last billed session of each room that stopped (shown as "chat ended" in its conversation). */
  ended: Record<string, BillingSession & { reason: string }>;
  boughtPhotos: string[];

  setMe(me: string | null): void;
  setConnection(state: ConnectionState): void;
  setUsers(users: OnlineUser[] | null): void;
  selectCompanion(companionId: string | null): void;
  setChatOpen(open: boolean): void;
  /** A history page arrived (spec section 4): skip 0 replaces and sets the room; later pages prepend. */
  historyLoaded(page: HistoryPage, skip: number): void;
  /** The first page failed: the current chat is reset. */
  historyFailed(skip: number): void;
  /** Messages the socket missed while away (the history cursor), merged in order. */
  caughtUp(messages: ChatMessage[]): void;
  /** Own message acknowledged (stored) by the server. */
  sent(message: ChatMessage): void;
  /** The unanswered invites the server holds for me (GET invites, at every connect), merged into the invite store. */
  invitesCaughtUp(messages: CaughtUpInvite[]): void;
  /** Viewed per invite (this page only) or for all of a sender (the server is told too, so a reload keeps it). */
  viewInvites(by: { id?: string; senderId?: string }): void;
  dropInvite(id: string): void;
  dismissLiveInvite(): void;
  reset(): void;

  // Socket events, one action each, named after them (spec section 7).
  sendMessage(message: ChatMessage): void;
  typing(payload: { typeStatus: boolean; userId: string }): void;
  userStatusChanged(payload: { online: boolean; userId: string }): void;
  photoBought(payload: { photoId: string; buyerId: string }): void;
  socket_notification(payload: SocketNotice): void;
  billingStarted(payload: BillingPayload): void;
  billingUpdate(payload: BillingPayload): void;
  billingStopped(payload: BillingPayload): void;
  lowBalance(payload: BillingNotice): void;
  userOffline(payload: BillingNotice): void;
  paymentError(payload: BillingNotice): void;
  billingError(payload: BillingNotice): void;
  error(payload: SocketErrorPayload): void;
}

const initial = () => ({
  connection: 'idle' as ConnectionState,
  users: [] as OnlineUser[],
  cards: {} as Record<string, OnlineUser>,
  usersStatus: 'loading' as const,
  companionId: null,
  chatOpen: false,
  roomId: null,
  messages: [] as ChatMessage[],
  pagination: emptyPagination(),
  typingIds: [] as string[],
  invites: [] as Invite[],
  liveInvite: null as Invite | null,
  billing: {} as Record<string, BillingSession>,
  ended: {} as Record<string, BillingSession & { reason: string }>,
  boughtPhotos: [] as string[],
});

const sessionOf = (p: BillingPayload): BillingSession => ({
  roomId: p.roomId,
  startTime: p.startTime,
  minutes: p.minutes,
  totalCreditsCharged: p.totalCreditsCharged,
  pricePerMinute: p.pricePerMinute,
});

/** The billing toasts of spec section 8, in the page's language when the text is the spec's own. */
const KNOWN: Record<string, string> = {
  'User went offline. Billing stopped': 'userWentOffline',
  'Low balance. Please top up your account': 'lowBalance',
  'Payment error. Please try again later': 'paymentError',
  'Billing error': 'billingError',
};
const serverText = (message: string | undefined, fallbackKey: string) =>
  message && !KNOWN[message] ? { raw: message } : { key: message ? KNOWN[message]! : fallbackKey };

/** The chat's client state (spec sections 4 and 9). */
export const useChat = create<ChatState>((set, get) => ({
  me: null,
  ...initial(),

  setMe: (me) => set({ me }),
  setConnection: (connection) => set({ connection }),
  setUsers: (users) =>
    set((s) =>
      users
        ? { users, usersStatus: 'ready', cards: { ...s.cards, ...Object.fromEntries(users.filter((u) => u.fullName).map((u) => [u.userId, u])) } }
        : { users: [], usersStatus: 'error' },
    ),
  selectCompanion(companionId) {
    if (companionId === get().companionId) return;
    set({ companionId, roomId: get().users.find((u) => u.userId === companionId)?.roomId ?? null, messages: [], pagination: emptyPagination(), typingIds: [] });
    if (companionId && get().chatOpen) get().viewInvites({ senderId: companionId });
  },
  setChatOpen(open) {
    set({ chatOpen: open });
    const { companionId } = get();
    if (open && companionId) get().viewInvites({ senderId: companionId });
  },
  historyLoaded(page, skip) {
    const messages = [...page.messages].sort((a, b) => a.seq - b.seq);
    if (skip === 0) set({ messages, pagination: page.pagination, roomId: page.roomId });
    else set((s) => ({ messages: mergeMessages(messages, s.messages), pagination: page.pagination, roomId: s.roomId ?? page.roomId }));
  },
  historyFailed(skip) {
    if (skip === 0) set({ messages: [], pagination: emptyPagination(), roomId: null });
  },
  caughtUp(incoming) {
    const { me, companionId, chatOpen, messages } = get();
    const fresh = incoming.filter((m) => shouldAppend(m, { me, companionId, chatOpen }) && !messages.some((x) => x._id === m._id));
    if (fresh.length) set((s) => ({ messages: mergeMessages(s.messages, fresh), pagination: paginationAfterAppend(s.pagination, fresh.length) }));
  },
  sent(message) {
    get().caughtUp([message]);
    if (!get().roomId && message.receiver.userId === get().companionId) set({ roomId: message.roomId });
    set((s) => ({ users: s.users.map((u) => (u.userId === message.receiver.userId && !u.roomId ? { ...u, roomId: message.roomId } : u)) }));
  },
  invitesCaughtUp(messages) {
    const { me, companionId, chatOpen, invites } = get();
    const next = mergeInvites(invites, messages, { me, openWith: chatOpen ? companionId : null });
    set({ invites: next });
    // Caught up while her chat is open: those the server did not know viewed are told to it.
    newlyViewedSenders(invites, next, new Set(messages.filter((m) => m.isViewed === true).map((m) => m._id))).forEach((id) => effects.invitesViewed(id));
  },
  viewInvites(by) {
    const { invites } = get();
    const next = markInvitesViewed(invites, by);
    set({ invites: next });
    // The server keeps one mark per room: a sender's chat opened is told; a single invite stays this page's own.
    if (by.senderId) newlyViewedSenders(invites, next).forEach((id) => effects.invitesViewed(id));
  },
  dropInvite: (id) => set((s) => ({ invites: removeInvite(s.invites, id) })),
  dismissLiveInvite: () => set({ liveInvite: null }),
  reset: () => set({ me: null, ...initial() }),

  sendMessage(message) {
    const { me, companionId, chatOpen } = get();
    const fromMe = message.sender.userId === me;
    const other = fromMe ? message.receiver.userId : message.sender.userId;
    const openWithSender = chatOpen && companionId === other;
    // The room id: for the selected companion if none is set yet, and on the list entry when the room is new.
    if (companionId === other && !get().roomId) set({ roomId: message.roomId });
    if (message.updateRoom || !get().users.find((u) => u.userId === other)?.roomId)
      set((s) => ({ users: s.users.map((u) => (u.userId === other ? { ...u, roomId: message.roomId } : u)) }));
    get().caughtUp([message]);
    if (fromMe) return;
    if (message.type === 'invite') {
      if (!openWithSender || effects.tabHidden()) effects.sound('invite');
      const invite: Invite = {
        id: message._id,
        senderId: message.sender.userId,
        roomId: message.roomId,
        message: message.message,
        createdAt: message.createdAt,
        viewed: openWithSender,
      };
      set((s) => ({ invites: addInvite(s.invites, invite), liveInvite: openWithSender ? s.liveInvite : invite }));
      // Arrived in her open chat: viewed at once, and the server keeps it.
      if (openWithSender) effects.invitesViewed(message.sender.userId);
    } else {
      effects.sound('message');
    }
    if (effects.tabHidden()) effects.notify();
  },
  typing({ typeStatus, userId }) {
    set((s) => ({ typingIds: typeStatus ? [...s.typingIds.filter((id) => id !== userId), userId] : s.typingIds.filter((id) => id !== userId) }));
  },
  userStatusChanged({ online, userId }) {
    if (online) {
      const known = get().users.find((u) => u.userId === userId) ?? get().cards[userId];
      set((s) => ({ users: userCameOnline(s.users, known ?? { userId, fullName: '', avatarSmall: null, roomId: null }) }));
      // The event names only the id: the list is asked again for her name, avatar and room.
      effects.refreshUsers();
    } else {
      set((s) => ({ users: userWentOffline(s.users, userId), typingIds: s.typingIds.filter((id) => id !== userId) }));
    }
  },
  photoBought({ photoId, buyerId }) {
    if (buyerId === get().companionId) set((s) => ({ boughtPhotos: [...s.boughtPhotos, photoId] }));
    const buyer = get().users.find((u) => u.userId === buyerId) ?? get().cards[buyerId];
    effects.photoSold(buyer?.fullName || null);
  },
  socket_notification(payload) {
    effects.refreshCounters(payload?.type);
    if (payload?.message || payload?.type) effects.notice(payload);
  },
  billingStarted(payload) {
    set((s) => {
      const ended = { ...s.ended };
      delete ended[payload.roomId];
      return { billing: { ...s.billing, [payload.roomId]: sessionOf(payload) }, ended };
    });
    effects.sound('billingStarted');
    effects.balanceChanged(payload.credits);
  },
  billingUpdate(payload) {
    set((s) => ({ billing: { ...s.billing, [payload.roomId]: sessionOf(payload) } }));
    effects.balanceChanged(payload.credits);
  },
  billingStopped(payload) {
    set((s) => {
      const billing = { ...s.billing };
      delete billing[payload.roomId];
      return { billing, ended: { ...s.ended, [payload.roomId]: { ...sessionOf(payload), reason: payload.reason ?? 'ended' } } };
    });
    effects.balanceChanged(null);
  },
  lowBalance(payload) {
    effects.toast(serverText(payload.message, 'lowBalance'), 'warning');
    effects.lowCredits();
    effects.balanceChanged(null);
  },
  userOffline(payload) {
    effects.toast(serverText(payload.message, 'userWentOffline'), 'warning');
  },
  paymentError(payload) {
    effects.toast(serverText(payload.message, 'paymentError'), 'error');
  },
  billingError(payload) {
    effects.toast(serverText(payload.message, 'billingError'), 'error');
    if (payload.stopped && payload.roomId) {
      set((s) => {
        const billing = { ...s.billing };
        delete billing[payload.roomId!];
        return { billing };
      });
    }
  },
  error(payload) {
    const text = payload?.message || payload?.desc;
    // A bare 10401 is the client's own: the chat token could not be renewed (spec section 8).
    effects.toast(text ? { raw: text } : { key: payload?.code === 10401 ? 'chatTokenFailed' : 'requestFailed' }, 'error');
  },
}));
