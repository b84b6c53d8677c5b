import { PAGE_SIZES } from '@dating/rules';
import { useSession } from '@/shared/store/session-store';
import type { CaughtUpInvite, ChatMessage, HistoryPage, LiveCamSettings, OnlineUser } from '../lib/chat-types';
import { chatTokens, createChatAuth, createChatClient, type ChatClient } from './chat-client';

export const chatAuth = createChatAuth(
  () => chatClient,
  () => useSession.getState().token,
);

export const chatClient: ChatClient = createChatClient({ getToken: chatTokens.access, refresh: () => chatAuth.refresh() });

/** A chat access token to connect with: the stored one, else a fresh login with the site token. */
export async function ensureChatToken(): Promise<string> {
  // Chat cookies left by another member in this browser are not used.
  const me = useSession.getState().userId;
  const owner = tokenOwner(chatTokens.refresh() ?? chatTokens.access());
  if (me !== null && owner !== null && owner !== String(me)) chatTokens.clear();
  const token = chatTokens.access();
  if (token) return token;
  if (chatTokens.refresh()) return chatAuth.refresh();
  await chatAuth.login();
  return chatTokens.access()!;
}

/** The member id a chat token was issued to (its `sub`, member:{id}), or null when unreadable. */
export function tokenOwner(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof claims.sub === 'string' && claims.sub.startsWith('member:') ? claims.sub.slice('member:'.length) : null;
  } catch {
    return null;
  }
}

/** GET live-cam: the STUN/TURN servers, whether she may show her camera, and a live cam minute's price. */
export const getLiveCamSettings = () => chatClient.get<LiveCamSettings>('live-cam');

/** GET users: the online members of the other sex, newest first. */
export const getOnlineUsers = () => chatClient.get<OnlineUser[]>('users');

/** GET invites: the unanswered invites addressed to me (what the socket missed while away), newest first, each with `isViewed`. */
export const getInvites = () => chatClient.get<CaughtUpInvite[]>('invites');

/** GET dialog/history by offset (newest first), as the page loads it: limit 10, skip = page x limit. */
export function getHistory(companionId: string, skip: number, limit: number = PAGE_SIZES.chatMessages): Promise<HistoryPage> {
  const q = new URLSearchParams({ companionId, limit: String(limit), skip: String(skip), sortBy: 'createdAt:desc' });
  return chatClient.get<HistoryPage>(`dialog/history?${q}`);
}

/** Every message of a room after a sequence (the gap a reconnect left), in order. */
export async function getMessagesAfter(roomId: string, afterSeq: number): Promise<ChatMessage[]> {
  const all: ChatMessage[] = [];
  let after = afterSeq;
  for (let page = 0; page < 50; page++) {
    const q = new URLSearchParams({ roomId, after: String(after), limit: '100' });
    const answer = await chatClient.get<HistoryPage>(`dialog/history?${q}`);
    all.push(...answer.messages);
    if (!answer.pagination.hasMore || !answer.messages.length) break;
    after = answer.messages[answer.messages.length - 1]!.seq;
  }
  return all;
}
