import { INVITES } from '@dating/rules';
import type { CaughtUpInvite, ChatMessage, OnlineUser, Pagination } from './chat-types';

/** mm:ss, or hh:mm:ss past one hour (spec section 4, billing timer). */
export function formatChatTimer(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${two(h)}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/** A user coming online goes to the top of the chat list (once); going offline leaves it. */
export function userCameOnline(list: OnlineUser[], user: OnlineUser): OnlineUser[] {
  const known = list.find((u) => u.userId === user.userId);
  return [{ ...known, ...user, roomId: user.roomId ?? known?.roomId ?? null }, ...list.filter((u) => u.userId !== user.userId)];
}

/** The server's list, keeping the order the socket events made for those already shown (new ones first) and room ids learnt since. */
export function mergeOnlineList(shown: OnlineUser[], fresh: OnlineUser[]): OnlineUser[] {
  const before = new Map(shown.map((u) => [u.userId, u]));
  const withRooms = fresh.map((u) => ({ ...u, roomId: u.roomId ?? before.get(u.userId)?.roomId ?? null }));
  const byId = new Map(withRooms.map((u) => [u.userId, u]));
  const kept = shown.filter((u) => byId.has(u.userId)).map((u) => byId.get(u.userId)!);
  const added = withRooms.filter((u) => !before.has(u.userId));
  return [...added, ...kept];
}

export function userWentOffline(list: OnlineUser[], userId: string): OnlineUser[] {
  return list.filter((u) => u.userId !== userId);
}

/** Messages in server order, each once (by id, then by sequence within the room). */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const m of [...current, ...incoming]) byId.set(m._id, m);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

/** The pages after `added` messages joined the conversation (spec section 4: total, pages and hasMore recomputed). */
export function paginationAfterAppend(p: Pagination, added: number): Pagination {
  const totalResults = p.totalResults + added;
  const totalPages = Math.ceil(totalResults / p.limit);
  return { ...p, totalResults, totalPages, hasMore: p.currentPage + 1 < totalPages };
}

/**
 * Whether a new message joins the open conversation (spec section 4): only when the chat is open
 * and it is from the selected companion, or from oneself to her.
 */
export function shouldAppend(message: ChatMessage, ctx: { me: string | null; companionId: string | null; chatOpen: boolean }): boolean {
  if (!ctx.chatOpen || !ctx.companionId) return false;
  if (message.sender.userId === ctx.companionId) return true;
  return message.sender.userId === ctx.me && message.receiver.userId === ctx.companionId;
}

/** The skip of the next older page: (current page + 1) x limit (spec section 4). */
export function nextHistorySkip(p: Pick<Pagination, 'currentPage' | 'limit'>): number {
  return (p.currentPage + 1) * p.limit;
}

export interface Invite {
  id: string;
  senderId: string;
  roomId: string;
  message: string;
  createdAt: string;
  viewed: boolean;
}

const time = (i: Invite) => Date.parse(i.createdAt) || 0;

/**
 * Adds an invite under the caps of spec section 9: an invite with the same id is replaced; at most
 * 3 per sender (that sender's oldest dropped); at most 30 senders (the sender holding the oldest
 * invite dropped).
 */
export function addInvite(list: Invite[], invite: Invite): Invite[] {
  let next = [...list.filter((i) => i.id !== invite.id), invite];
  const own = next.filter((i) => i.senderId === invite.senderId).sort((a, b) => time(a) - time(b));
  if (own.length > INVITES.maxPerSender) {
    const drop = new Set(own.slice(0, own.length - INVITES.maxPerSender).map((i) => i.id));
    next = next.filter((i) => !drop.has(i.id));
  }
  for (;;) {
    const senders = new Set(next.map((i) => i.senderId));
    if (senders.size <= INVITES.maxSenders) break;
    const oldest = next.filter((i) => i.senderId !== invite.senderId).reduce((a, b) => (time(b) < time(a) ? b : a));
    next = next.filter((i) => i.senderId !== oldest.senderId);
  }
  return next;
}

/**
 * Invites caught up from the server (GET invites, after a reconnect or a reload) joined with the
 * ones the socket brought: each once by id, under the same caps as addInvite. Viewed when the server
 * says so (`isViewed`: seen before a reload or on another device; one already held becomes viewed
 * too), or when that sender's chat is open. Mine and non-invites are ignored.
 */
export function mergeInvites(list: Invite[], messages: CaughtUpInvite[], ctx: { me: string | null; openWith: string | null }): Invite[] {
  const held = new Set(list.map((i) => i.id));
  const viewedThere = new Set(messages.filter((m) => m.isViewed === true).map((m) => m._id));
  const base = list.some((i) => !i.viewed && viewedThere.has(i.id)) ? list.map((i) => (viewedThere.has(i.id) ? { ...i, viewed: true } : i)) : list;
  const fresh: Invite[] = messages
    .filter((m) => m.type === 'invite' && m.sender.userId !== ctx.me && !held.has(m._id))
    .map((m) => ({
      id: m._id,
      senderId: m.sender.userId,
      roomId: m.roomId,
      message: m.message,
      createdAt: m.createdAt,
      viewed: m.isViewed === true || m.sender.userId === ctx.openWith,
    }));
  if (!fresh.length) return base;
  // The caps as addInvite applies them, except that a caught-up invite may itself be the oldest one dropped.
  let next = [...base, ...fresh];
  const bySender = new Map<string, Invite[]>();
  for (const i of next) bySender.set(i.senderId, [...(bySender.get(i.senderId) ?? []), i]);
  const drop = new Set<string>();
  for (const own of bySender.values())
    own
      .sort((a, b) => time(b) - time(a))
      .slice(INVITES.maxPerSender)
      .forEach((i) => drop.add(i.id));
  next = next.filter((i) => !drop.has(i.id));
  while (new Set(next.map((i) => i.senderId)).size > INVITES.maxSenders) {
    const oldest = next.reduce((a, b) => (time(b) < time(a) ? b : a));
    next = next.filter((i) => i.senderId !== oldest.senderId);
  }
  return next;
}

/**
 * The senders whose invites this page has just marked viewed (held unviewed before, or new and viewed),
 * leaving out those the server already answered viewed: the server is told about these (`viewInvites`).
 */
export function newlyViewedSenders(before: Invite[], after: Invite[], viewedByServer: ReadonlySet<string> = new Set()): string[] {
  const was = new Map(before.map((i) => [i.id, i.viewed]));
  const senders = after.filter((i) => i.viewed && was.get(i.id) !== true && !viewedByServer.has(i.id)).map((i) => i.senderId);
  return [...new Set(senders)];
}

export function removeInvite(list: Invite[], id: string): Invite[] {
  return list.filter((i) => i.id !== id);
}

/** Viewed per invite, or for every invite of a sender. */
export function markInvitesViewed(list: Invite[], by: { id?: string; senderId?: string }): Invite[] {
  return list.map((i) => ((by.id && i.id === by.id) || (by.senderId && i.senderId === by.senderId) ? { ...i, viewed: true } : i));
}

/** The unviewed list: the 10 newest, newest first. */
export function unviewedInvites(list: Invite[]): Invite[] {
  return list
    .filter((i) => !i.viewed)
    .sort((a, b) => time(b) - time(a))
    .slice(0, INVITES.unviewedShown);
}

/**
 * What the chat socket does after a refused connection: refresh the chat token (`unauthorized`),
 * wait out the server's connection pace (10034) and connect again, leave the retries to socket.io
 * while it is still trying, or give up (the page offers Retry).
 */
export function afterConnectError(
  err: { message: string; data?: { code?: number } },
  socketActive: boolean,
): 'renew' | 'retryLater' | 'reconnecting' | 'failed' {
  if (err.message === 'unauthorized' || err.data?.code === 10401) return 'renew';
  if (err.data?.code === 10034) return 'retryLater';
  return socketActive ? 'reconnecting' : 'failed';
}
