import { SOCKET } from '@dating/rules';
import { io, type Socket } from 'socket.io-client';
import { SiteError } from '@/shared/api';
import { log } from '@/shared/lib/log';
import { afterConnectError } from '../lib/chat-rules';
import type { ChatMessage, SocketErrorPayload } from '../lib/chat-types';
import { useChat } from '../store/chat-store';
import { chatClient, ensureChatToken, getInvites, getMessagesAfter } from './chat-api';
import { chatTokens } from './chat-client';

/** Every server event of spec section 7, routed to the store action of the same name. */
export const SOCKET_EVENTS = [
  'sendMessage',
  'typing',
  'userStatusChanged',
  'photoBought',
  'socket_notification',
  'billingStarted',
  'billingUpdate',
  'billingStopped',
  'lowBalance',
  'userOffline',
  'paymentError',
  'billingError',
  'error',
] as const;

const extraListeners = new Map<string, Set<(payload: unknown) => void>>();

/** Listens to a socket event outside the store (the live cam's signals), whichever socket is connected; answers the unsubscribe. */
export function onChatEvent<T>(event: string, listener: (payload: T) => void): () => void {
  const set = extraListeners.get(event) ?? new Set();
  extraListeners.set(event, set);
  const wrapped = listener as (payload: unknown) => void;
  set.add(wrapped);
  return () => void set.delete(wrapped);
}

/** Refreshing the token and connecting again after `unauthorized`, at most this many times in a row. */
const MAX_AUTH_RETRIES = 2;

let socket: Socket | null = null;
let everConnected = false;
let authRetries = 0;
/** Called after a reconnect once the gap is filled (the page refetches what it shows). */
let onReconnect: (() => void) | null = null;

export function setReconnectListener(listener: (() => void) | null): void {
  onReconnect = listener;
}

/** The messages of the open room the socket missed while it was away, by the history cursor (nothing lost, nothing twice). */
export async function catchUp(): Promise<void> {
  const { roomId, messages } = useChat.getState();
  if (!roomId || !messages.length) return;
  const last = messages[messages.length - 1]!.seq;
  try {
    useChat.getState().caughtUp(await getMessagesAfter(roomId, last));
  } catch (err) {
    log.warn('chat catch-up failed', err);
  }
}

/** The invites sent to me while the socket was away (or before this page loaded), merged into the invite store. */
export async function catchUpInvites(): Promise<void> {
  try {
    useChat.getState().invitesCaughtUp(await getInvites());
  } catch (err) {
    log.warn('chat invites catch-up failed', err);
  }
}

/**
 * The one chat socket (spec sections 7 and 9): websocket transport only, the chat access token as
 * `jwtToken`, 5 reconnection attempts 1000-5000 ms apart, 5000 ms timeout. An `unauthorized`
 * refusal refreshes the chat token and connects again; a disconnect by the server or by this client
 * is not retried; after 5 failed attempts it gives up. At every connect the missed invites are
 * fetched; after a reconnect the open room is caught up too.
 */
export function connectChatSocket(url?: string): Promise<Socket> {
  if (socket) {
    if (!socket.connected && !socket.active) socket.connect();
    return Promise.resolve(socket);
  }
  // One socket however many callers ask while its chat login is still under way.
  opening ??= openChatSocket(url).finally(() => (opening = null));
  return opening;
}
let opening: Promise<Socket> | null = null;

async function openChatSocket(url?: string): Promise<Socket> {
  const store = useChat.getState();
  store.setConnection('connecting');
  try {
    await ensureChatToken();
  } catch (err) {
    store.setConnection('failed');
    throw err;
  }
  const s = io(url ?? window.location.origin, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: (cb) => cb({ jwtToken: chatTokens.access() ?? '' }),
    reconnection: true,
    reconnectionAttempts: SOCKET.reconnectionAttempts,
    reconnectionDelay: SOCKET.reconnectionDelayMs,
    reconnectionDelayMax: SOCKET.reconnectionDelayMaxMs,
    timeout: SOCKET.timeoutMs,
  });
  socket = s;
  everConnected = false;

  // Events read outside the store (the live cam's signals).
  s.onAny((event: string, payload: unknown) => extraListeners.get(event)?.forEach((listener) => listener(payload)));
  for (const event of SOCKET_EVENTS) {
    s.on(event, (payload: unknown) => {
      const state = useChat.getState() as unknown as Record<string, (p: unknown) => void>;
      state[event]!(payload);
    });
  }

  s.on('connect', () => {
    authRetries = 0;
    const again = everConnected;
    everConnected = true;
    useChat.getState().setConnection('connected');
    void catchUpInvites();
    if (again) void catchUp().finally(() => onReconnect?.());
  });
  s.on('connect_error', (err: Error & { data?: SocketErrorPayload }) => {
    const next = afterConnectError(err, s.active);
    if (next === 'renew') {
      if (authRetries++ >= MAX_AUTH_RETRIES) return void useChat.getState().setConnection('failed');
      // An expired chat token: refresh it (one refresh at a time, shared with the API) and connect again.
      chatClient.renew().then(
        () => s.connect(),
        () => {
          useChat.getState().setConnection('failed');
          useChat.getState().error({ message: undefined, code: 10401 });
        },
      );
      return;
    }
    // Too many connections in a short while: the server's pace refills in seconds, so try again after the longest backoff.
    if (next === 'retryLater') setTimeout(() => socket === s && !s.connected && s.connect(), SOCKET.reconnectionDelayMaxMs);
    useChat.getState().setConnection(next === 'failed' ? 'failed' : 'reconnecting');
  });
  s.on('disconnect', (reason) => {
    // Ended by the server (a revoked session) or by this client: no automatic reconnect.
    useChat.getState().setConnection(reason === 'io server disconnect' || reason === 'io client disconnect' ? 'disconnected' : 'reconnecting');
  });
  s.io.on('reconnect_failed', () => useChat.getState().setConnection('failed'));
  return s;
}

/** Connects again after a give-up or a server disconnect (the page's Retry button). */
export function reconnectChatSocket(): void {
  authRetries = 0;
  if (!socket) return void connectChatSocket().catch((err) => log.warn('chat connect failed', err));
  useChat.getState().setConnection('connecting');
  socket.connect();
}

export function closeChatSocket(): void {
  socket?.removeAllListeners();
  socket?.io.removeAllListeners();
  socket?.disconnect();
  socket = null;
  everConnected = false;
}

interface Ack<T> {
  status: boolean;
  code?: number;
  desc?: string;
  message?: string;
  result?: T;
}

/** Connects the socket again with a fresh chat token and waits for it (after the server refused an expired one). */
async function reauthenticate(s: Socket): Promise<void> {
  await chatClient.renew();
  if (s.connected) s.disconnect();
  useChat.getState().setConnection('connecting');
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new SiteError('timeout', null, 'Timeout')), SOCKET.timeoutMs * 2);
    s.once('connect', () => (clearTimeout(timer), resolve()));
    s.connect();
  });
}

async function emitAck<T>(event: string, payload: unknown, attempts = 1): Promise<T> {
  let reauthenticated = false;
  // Sent before the page's socket is open (the app frame's connection still loading): it waits for it.
  if (!socket) await connectChatSocket().catch(() => null);
  for (let attempt = 1; ; attempt++) {
    if (!socket) throw new SiteError('network', null, 'Network error');
    try {
      const answer = (await socket.timeout(SOCKET.timeoutMs).emitWithAck(event, payload)) as Ack<T> & T;
      if (!answer || answer.status === false) {
        throw new SiteError('site', answer?.code ?? 10400, answer?.desc ?? answer?.message ?? 'API error occurred', answer);
      }
      return answer;
    } catch (err) {
      // The chat access token expired while connected: the server refused and closed the socket; refresh, reconnect, retry once.
      if (err instanceof SiteError && (err.code === 10401 || err.code === 401) && !reauthenticated) {
        reauthenticated = true;
        await reauthenticate(socket);
        continue;
      }
      if (err instanceof SiteError || attempt >= attempts) throw err instanceof SiteError ? err : new SiteError('timeout', null, 'Timeout');
    }
  }
}

/** Sends a message; resent with the same client id on a timeout (the server stores it once). */
export async function sendChatMessage(input: { receiverId: string; roomId: string | null; message: string; clientMessageId: string }): Promise<ChatMessage> {
  const payload = input.roomId
    ? { roomId: input.roomId, message: input.message, clientMessageId: input.clientMessageId }
    : { receiverId: input.receiverId, message: input.message, clientMessageId: input.clientMessageId };
  const answer = await emitAck<{ message: ChatMessage }>('sendMessage', payload, 3);
  return answer.message;
}

export function sendTyping(input: { receiverId: string; roomId: string | null; typeStatus: boolean }): void {
  const payload = input.roomId ? { roomId: input.roomId, typeStatus: input.typeStatus } : { receiverId: input.receiverId, typeStatus: input.typeStatus };
  // With an ack, a refusal answers it instead of raising the socket's error toast.
  socket?.emit('typing', payload, () => {});
}

/** Tells the server she has viewed the invites of this companion (`viewInvites`): fire and forget, a failure is logged, never shown. */
export function sendInvitesViewed(companionId: string): void {
  emitAck('viewInvites', { companionId }).catch((err: unknown) => log.warn('chat viewInvites failed', err));
}

export async function endChat(roomId: string): Promise<boolean> {
  const answer = await emitAck<{ ended: boolean }>('endChat', { roomId });
  return answer.ended;
}

/** The live cam (chat-room README): the lady turns her camera on or off, either side closes it; the signals go to the companion. */
export async function startCamera(roomId: string): Promise<{ pricePerMinute: number }> {
  return emitAck<{ pricePerMinute: number }>('camStart', { roomId });
}

export async function stopCamera(roomId: string): Promise<void> {
  await emitAck('camStop', { roomId });
}

/** He asks her page for a fresh offer (his page reloaded, or his socket came back, while her camera is on); answers the live cam price. */
export async function requestCamOffer(roomId: string): Promise<{ pricePerMinute: number | null }> {
  return emitAck<{ pricePerMinute: number | null }>('camRequestOffer', { roomId });
}

export async function sendCamSignal(event: 'camOffer' | 'camAnswer' | 'camIceCandidate', payload: Record<string, unknown>): Promise<void> {
  await emitAck(event, payload);
}
