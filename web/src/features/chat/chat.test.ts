import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createChatClient } from './api/chat-client';
import {
  addInvite,
  afterConnectError,
  formatChatTimer,
  type Invite,
  markInvitesViewed,
  mergeInvites,
  mergeOnlineList,
  nextHistorySkip,
  unviewedInvites,
  userCameOnline,
  userWentOffline,
} from './lib/chat-rules';
import type { ChatMessage, OnlineUser } from './lib/chat-types';
import { RefreshQueue } from './lib/refresh-queue';
import { debounceLeading, noticeSound, playSound } from './lib/sounds';
import { type ChatEffects, setChatEffects, useChat } from './store/chat-store';

const ME = '100001';
const HER = '100050';
const OTHER = '100060';
let seq = 0;
const message = (from: string, to: string, over: Partial<ChatMessage> = {}): ChatMessage => {
  seq += 1;
  return {
    _id: `m${seq}`,
    roomId: 'room-1',
    seq,
    clientMessageId: `c${seq}`,
    sender: { userId: from },
    receiver: { userId: to },
    message: `hello ${seq}`,
    type: 'message',
    updateRoom: false,
    createdAt: new Date(Date.UTC(2026, 0, 1, 10, 0, seq)).toISOString(),
    ...over,
  };
};
const user = (userId: string, fullName = `User ${userId}`): OnlineUser => ({ userId, fullName, avatarSmall: null, roomId: null });
const page = (messages: ChatMessage[], totalResults: number, skip = 0) => ({
  messages,
  pagination: {
    currentPage: skip / 10,
    totalPages: Math.ceil(totalResults / 10),
    totalResults,
    limit: 10,
    skip,
    hasMore: skip + messages.length < totalResults,
  },
  roomId: 'room-1',
});

function recordEffects() {
  const calls: string[] = [];
  const effects: ChatEffects = {
    toast: (text, type) => calls.push(`toast:${type}:${text.key ?? text.raw}`),
    sound: (kind) => calls.push(`sound:${kind}`),
    notify: () => calls.push('notify'),
    tabHidden: () => hidden,
    balanceChanged: (credits) => calls.push(`balance:${credits}`),
    lowCredits: () => calls.push('lowCredits'),
    refreshUsers: () => calls.push('refreshUsers'),
    refreshCounters: (type?: string) => calls.push(type ? `refreshCounters:${type}` : 'refreshCounters'),
    notice: (notice) => calls.push(`notice:${notice.type ?? ''}:${notice.message ?? ''}`),
    invitesViewed: (companionId) => calls.push(`viewed:${companionId}`),
    photoSold: (buyerName) => calls.push(`photoSold:${buyerName}`),
  };
  setChatEffects(effects);
  return calls;
}
let hidden = false;

beforeEach(() => {
  hidden = false;
  useChat.getState().reset();
  useChat.getState().setMe(ME);
});
afterEach(() => setChatEffects(null));

describe('chat timer', () => {
  it('shows mm:ss, and hh:mm:ss past one hour', () => {
    expect(formatChatTimer(0)).toBe('00:00');
    expect(formatChatTimer(65_400)).toBe('01:05');
    expect(formatChatTimer(3_599_999)).toBe('59:59');
    expect(formatChatTimer(3_600_000)).toBe('01:00:00');
    expect(formatChatTimer(36_125_000)).toBe('10:02:05');
    expect(formatChatTimer(-5)).toBe('00:00');
  });
});

describe('online list', () => {
  it('puts a user coming online at the top once and drops one going offline', () => {
    let list = [user('1'), user('2'), user('3')];
    list = userCameOnline(list, user('3'));
    expect(list.map((u) => u.userId)).toEqual(['3', '1', '2']);
    list = userCameOnline(list, user('4'));
    expect(list.map((u) => u.userId)).toEqual(['4', '3', '1', '2']);
    expect(userWentOffline(list, '1').map((u) => u.userId)).toEqual(['4', '3', '2']);
  });

  it('a fetched list keeps the order events made and the room ids they taught; newcomers go first', () => {
    const shown = [{ ...user('2'), roomId: 'r2' }, user('1')];
    const merged = mergeOnlineList(shown, [user('1'), user('3'), user('2')]);
    expect(merged.map((u) => [u.userId, u.roomId])).toEqual([
      ['3', null],
      ['2', 'r2'],
      ['1', null],
    ]);
  });

  it('store: userStatusChanged reorders, asks for the name of a stranger, removes the offline and her typing', () => {
    const calls = recordEffects();
    useChat.getState().setUsers([user('1'), user('2')]);
    useChat.getState().typing({ typeStatus: true, userId: '2' });
    useChat.getState().userStatusChanged({ online: true, userId: '2' });
    expect(useChat.getState().users.map((u) => u.userId)).toEqual(['2', '1']);
    expect(calls).toEqual(['refreshUsers']);
    useChat.getState().userStatusChanged({ online: true, userId: '9' });
    expect(useChat.getState().users.map((u) => u.userId)).toEqual(['9', '2', '1']);
    expect(useChat.getState().users[0]!.fullName).toBe('');
    expect(calls).toEqual(['refreshUsers', 'refreshUsers']);
    useChat.getState().userStatusChanged({ online: false, userId: '2' });
    expect(useChat.getState().users.map((u) => u.userId)).toEqual(['9', '1']);
    expect(useChat.getState().typingIds).toEqual([]);
  });
});

describe('history and the append rule', () => {
  it('first page replaces and sets the room; load-more asks skip (page + 1) x limit and prepends', () => {
    const chat = useChat.getState();
    chat.setChatOpen(true);
    chat.selectCompanion(HER);
    const older = [1, 2].map(() => message(HER, ME));
    const newer = [...Array(10)].map(() => message(ME, HER));
    chat.historyLoaded(page([...newer].reverse(), 12), 0);
    expect(useChat.getState().roomId).toBe('room-1');
    expect(useChat.getState().messages.map((m) => m.seq)).toEqual(newer.map((m) => m.seq));
    expect(nextHistorySkip(useChat.getState().pagination)).toBe(10);
    chat.historyLoaded(page([...older].reverse(), 12, 10), 10);
    expect(useChat.getState().messages.map((m) => m.seq)).toEqual([...older, ...newer].map((m) => m.seq));
    expect(useChat.getState().pagination.hasMore).toBe(false);
  });

  it('appends only from the selected companion, or own to her, while the chat is open; total and pages recomputed', () => {
    const chat = useChat.getState();
    chat.selectCompanion(HER);
    chat.historyLoaded(page([...Array(10)].map(() => message(HER, ME)).reverse(), 10), 0);
    // Chat not open: nothing appended.
    chat.sendMessage(message(HER, ME));
    expect(useChat.getState().messages).toHaveLength(10);
    chat.setChatOpen(true);
    chat.sendMessage(message(OTHER, ME, { roomId: 'room-2' }));
    chat.sendMessage(message(ME, OTHER, { roomId: 'room-2' }));
    expect(useChat.getState().messages).toHaveLength(10);
    const fromHer = message(HER, ME);
    chat.sendMessage(fromHer);
    chat.sendMessage(fromHer); // the same message twice (resend, echo) is shown once
    chat.sent(message(ME, HER));
    const state = useChat.getState();
    expect(state.messages).toHaveLength(12);
    expect(state.pagination).toMatchObject({ totalResults: 12, totalPages: 2, hasMore: true });
    expect(state.messages.map((m) => m.seq)).toEqual([...state.messages.map((m) => m.seq)].sort((a, b) => a - b));
  });

  it('catch-up after a reconnect merges the gap in order without duplicates', () => {
    const chat = useChat.getState();
    chat.setChatOpen(true);
    chat.selectCompanion(HER);
    const a = message(HER, ME);
    const b = message(ME, HER);
    const c = message(HER, ME);
    chat.historyLoaded(page([a], 1), 0);
    chat.sendMessage(c); // arrived after the reconnect, before the gap was filled
    chat.caughtUp([b, c]);
    expect(useChat.getState().messages.map((m) => m._id)).toEqual([a._id, b._id, c._id]);
  });
});

describe('invites', () => {
  const invite = (id: string, senderId: string, second: number, viewed = false): Invite => ({
    id,
    senderId,
    roomId: `r-${senderId}`,
    message: 'hi',
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, second)).toISOString(),
    viewed,
  });

  it('keeps at most 3 per sender (oldest dropped) and replaces one with the same id', () => {
    let list: Invite[] = [];
    for (let i = 1; i <= 4; i++) list = addInvite(list, invite(`i${i}`, 's1', i));
    expect(list.map((i) => i.id)).toEqual(['i2', 'i3', 'i4']);
    list = addInvite(list, { ...invite('i3', 's1', 3), message: 'edited' });
    expect(list).toHaveLength(3);
    expect(list.find((i) => i.id === 'i3')?.message).toBe('edited');
  });

  it('keeps at most 30 senders: the sender with the oldest invite is dropped', () => {
    let list: Invite[] = [];
    for (let s = 1; s <= 30; s++) list = addInvite(list, invite(`i${s}`, `s${s}`, 100 + s));
    list = addInvite(list, invite('old', 's5', 1));
    list = addInvite(list, invite('new', 's31', 500));
    const senders = new Set(list.map((i) => i.senderId));
    expect(senders.size).toBe(30);
    expect(senders.has('s5')).toBe(false);
    expect(senders.has('s31')).toBe(true);
  });

  it('shows the 10 newest unviewed, newest first; viewed per invite or per sender', () => {
    let list: Invite[] = [];
    for (let s = 1; s <= 12; s++) list = addInvite(list, invite(`i${s}`, `s${s}`, s));
    expect(unviewedInvites(list).map((i) => i.id)).toEqual(['i12', 'i11', 'i10', 'i9', 'i8', 'i7', 'i6', 'i5', 'i4', 'i3']);
    list = markInvitesViewed(list, { senderId: 's12' });
    list = markInvitesViewed(list, { id: 'i11' });
    expect(unviewedInvites(list)[0]!.id).toBe('i10');
    expect(unviewedInvites(list)).toHaveLength(10);
  });

  it('store: an invite sets the room, fills the list entry, sounds and is viewed only when that chat is open', () => {
    const calls = recordEffects();
    const chat = useChat.getState();
    chat.setUsers([user(HER), user(OTHER)]);
    chat.setChatOpen(true);
    chat.selectCompanion(HER);
    chat.sendMessage(message(HER, ME, { type: 'invite', updateRoom: true, roomId: 'room-her' }));
    chat.sendMessage(message(OTHER, ME, { type: 'invite', updateRoom: true, roomId: 'room-other' }));
    const state = useChat.getState();
    expect(state.roomId).toBe('room-her');
    expect(state.users.find((u) => u.userId === OTHER)?.roomId).toBe('room-other');
    expect(state.invites.map((i) => [i.senderId, i.viewed])).toEqual([
      [HER, true],
      [OTHER, false],
    ]);
    // Hers arrived in her open chat: viewed, and the server is told.
    expect(calls).toEqual([`viewed:${HER}`, 'sound:invite']);
    hidden = true;
    chat.sendMessage(message(HER, ME, { type: 'invite', roomId: 'room-her' }));
    expect(calls).toEqual([`viewed:${HER}`, 'sound:invite', 'sound:invite', `viewed:${HER}`, 'notify']);
  });
  it('an invite arriving away from its chat is the live invite (the popup off the chat screen); one in her open chat is not', () => {
    recordEffects();
    const chat = useChat.getState();
    chat.sendMessage(message(HER, ME, { type: 'invite', roomId: 'room-her' }));
    expect(useChat.getState().liveInvite).toMatchObject({ senderId: HER, roomId: 'room-her', viewed: false });
    chat.dismissLiveInvite();
    expect(useChat.getState().liveInvite).toBeNull();
    chat.setChatOpen(true);
    chat.selectCompanion(HER);
    chat.sendMessage(message(HER, ME, { type: 'invite', roomId: 'room-her' }));
    chat.sendMessage(message(HER, ME, { roomId: 'room-her' }));
    expect(useChat.getState().liveInvite).toBeNull();
    // Caught-up invites are old news: they wait in the chat's list, no popup.
    chat.invitesCaughtUp([{ ...message(OTHER, ME, { type: 'invite', roomId: 'room-other' }), isViewed: false }]);
    expect(useChat.getState().liveInvite).toBeNull();
  });
  it("catch-up: merges the server's invites once by id (a held one keeps its viewed mark), under the same caps, quietly", () => {
    const calls = recordEffects();
    const chat = useChat.getState();
    chat.setChatOpen(true);
    chat.selectCompanion(HER);
    // The socket brought one invite of OTHER, already viewed on the list.
    const live = message(OTHER, ME, { type: 'invite', roomId: 'room-other' });
    chat.sendMessage(live);
    chat.viewInvites({ id: live._id });
    // The server answers it again with two more of OTHER, one of HER (her chat is open: viewed), four of a third sender
    // (3 per sender: his oldest goes), one of mine and a plain message (neither is an invite to me); newest first.
    const others = [1, 2].map(() => message(OTHER, ME, { type: 'invite', roomId: 'room-other' }));
    const hers = message(HER, ME, { type: 'invite', roomId: 'room-her' });
    const thirds = [1, 2, 3, 4].map(() => message('100070', ME, { type: 'invite', roomId: 'room-third' }));
    const answer = [...others, hers, ...thirds, live].reverse();
    chat.invitesCaughtUp([...answer, message(ME, HER, { type: 'invite' }), message(OTHER, ME)]);
    const invites = useChat.getState().invites;
    const idsOf = (senderId: string) => invites.filter((i) => i.senderId === senderId).map((i) => i.id);
    expect(idsOf(OTHER).sort()).toEqual([live._id, ...others.map((m) => m._id)].sort());
    expect(invites.find((i) => i.id === live._id)?.viewed).toBe(true);
    expect(invites.find((i) => i.senderId === HER)).toMatchObject({ id: hers._id, viewed: true, roomId: 'room-her' });
    expect(idsOf('100070').sort()).toEqual(
      thirds
        .slice(1)
        .map((m) => m._id)
        .sort(),
    );
    expect(invites).toHaveLength(7);
    // The same answer again (the next reconnect): nothing changes, and catching up plays no sound.
    chat.invitesCaughtUp(answer);
    expect(useChat.getState().invites).toEqual(invites);
    expect(calls.filter((c) => c.startsWith('sound'))).toEqual(['sound:invite']);
    // Hers came viewed because her chat is open: the server is told once (the single invite viewed by id stays this page's).
    expect(calls.filter((c) => c.startsWith('viewed'))).toEqual([`viewed:${HER}`]);

    // 30 senders held: a caught-up invite older than all of them is the one dropped; a newer one drops the oldest sender.
    let list: Invite[] = [];
    for (let s = 1; s <= 30; s++) list = addInvite(list, invite(`i${s}`, `s${s}`, 100 + s));
    const asMessage = (id: string, from: string, second: number) =>
      message(from, ME, { _id: id, type: 'invite', createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, second)).toISOString() });
    expect(mergeInvites(list, [asMessage('stale', 's99', 1)], { me: ME, openWith: null })).toEqual(list);
    const merged = mergeInvites(list, [asMessage('fresh', 's99', 500)], { me: ME, openWith: null });
    expect(merged.map((i) => i.senderId)).not.toContain('s1');
    expect(merged.find((i) => i.id === 'fresh')).toMatchObject({ senderId: 's99', viewed: false });
    expect(new Set(merged.map((i) => i.senderId)).size).toBe(30);
  });
});

describe("invites' viewed mark kept by the server", () => {
  it("catch-up takes the server's isViewed (a reload keeps them viewed); opening a sender's chat tells the server once", () => {
    const calls = recordEffects();
    const chat = useChat.getState();
    const seen = message(OTHER, ME, { type: 'invite', roomId: 'room-other' });
    const unseen = message(OTHER, ME, { type: 'invite', roomId: 'room-other' });
    const live = message(HER, ME, { type: 'invite', roomId: 'room-her' });
    chat.sendMessage(live);
    // Reloaded elsewhere: the server says she viewed the first of OTHER and, on another device, HER's one held here as new.
    chat.invitesCaughtUp([
      { ...unseen, isViewed: false },
      { ...live, isViewed: true },
      { ...seen, isViewed: true },
    ]);
    expect(unviewedInvites(useChat.getState().invites).map((i) => i.id)).toEqual([unseen._id]);
    expect(calls.filter((c) => c.startsWith('viewed'))).toEqual([]);

    chat.setChatOpen(true);
    chat.selectCompanion(OTHER);
    expect(unviewedInvites(useChat.getState().invites)).toEqual([]);
    chat.selectCompanion(HER);
    chat.selectCompanion(OTHER);
    chat.invitesCaughtUp([{ ...unseen, isViewed: true }]);
    expect(calls.filter((c) => c.startsWith('viewed'))).toEqual([`viewed:${OTHER}`]);
  });
});

describe('billing events', () => {
  const billing = { roomId: 'room-1', startTime: '2026-01-01T10:00:00Z', totalCreditsCharged: 2, minutes: 2, pricePerMinute: 1, credits: 48 };

  it('started, updated, stopped; each refreshes the balance; the low-balance toast opens the low-credits modal', () => {
    const calls = recordEffects();
    const chat = useChat.getState();
    chat.billingStarted({ ...billing, minutes: 0, totalCreditsCharged: 0, credits: 50 });
    chat.billingUpdate(billing);
    expect(useChat.getState().billing['room-1']).toMatchObject({ minutes: 2, totalCreditsCharged: 2 });
    chat.lowBalance({ roomId: 'room-1', message: 'Low balance. Please top up your account' });
    chat.billingStopped({ ...billing, reason: 'lowBalance', credits: null });
    expect(useChat.getState().billing).toEqual({});
    expect(useChat.getState().ended['room-1']).toMatchObject({ reason: 'lowBalance', minutes: 2 });
    expect(calls).toEqual(['sound:billingStarted', 'balance:50', 'balance:48', 'toast:warning:lowBalance', 'lowCredits', 'balance:null', 'balance:null']);
  });

  it('every billing toast of section 8; a billing error with stopped removes the session', () => {
    const calls = recordEffects();
    const chat = useChat.getState();
    chat.billingStarted(billing);
    chat.userOffline({ roomId: 'room-1', message: 'User went offline. Billing stopped' });
    chat.paymentError({ roomId: 'room-1' });
    chat.billingError({ roomId: 'room-1', message: 'Ledger unavailable', stopped: false });
    expect(useChat.getState().billing['room-1']).toBeDefined();
    chat.billingError({ roomId: 'room-1', stopped: true });
    expect(useChat.getState().billing).toEqual({});
    expect(calls.filter((c) => c.startsWith('toast'))).toEqual([
      'toast:warning:userWentOffline',
      'toast:error:paymentError',
      'toast:error:Ledger unavailable',
      'toast:error:billingError',
    ]);
  });
  it("a chat token that could not be renewed says so (spec section 8); another error says the server's words or the generic text", () => {
    const calls = recordEffects();
    const chat = useChat.getState();
    chat.error({ code: 10401 });
    chat.error({ code: 10002, message: 'Message cannot contain more than 300 characters' });
    chat.error({});
    expect(calls).toEqual(['toast:error:chatTokenFailed', 'toast:error:Message cannot contain more than 300 characters', 'toast:error:requestFailed']);
  });
});

describe('photo sold in a chat', () => {
  it('tells her who bought it (the name from the online list, or none), and marks it in her open chat with him', () => {
    const calls = recordEffects();
    const chat = useChat.getState();
    chat.setUsers([user(HER, 'Tom')]);
    chat.selectCompanion(HER);
    chat.photoBought({ photoId: '77', buyerId: HER });
    chat.photoBought({ photoId: '78', buyerId: OTHER });
    expect(useChat.getState().boughtPhotos).toEqual(['77']);
    expect(calls).toEqual(['photoSold:Tom', 'photoSold:null']);
  });
});

describe('socket notifications', () => {
  it('refresh the counters and show the notice', () => {
    const calls = recordEffects();
    useChat.getState().socket_notification({ type: 'wink', userId: '7', fullName: 'Anna', message: 'Anna winked at you' });
    useChat.getState().socket_notification({});
    expect(calls).toEqual(['refreshCounters:wink', 'notice:wink:Anna winked at you', 'refreshCounters']);
  });
});

describe('the sound of a socket notification', () => {
  it("is the toast sound under its kind's setting for what a member did, else the system notification's", () => {
    expect(noticeSound('mail')).toEqual({ kind: 'toast', flag: 'sound_new_inbox' });
    expect(noticeSound('visitor')).toEqual({ kind: 'toast', flag: 'sound_new_guest' });
    expect(noticeSound('wink')).toEqual({ kind: 'toast', flag: 'sound_new_winks' });
    expect(noticeSound('favorite')).toEqual({ kind: 'toast', flag: 'sound_new_favorite' });
    expect(noticeSound('invite')).toEqual({ kind: 'toast', flag: 'sound_new_favorite' });
    for (const type of ['gift', 'gift_declined', 'contacts_ready', 'report_actioned', undefined]) {
      expect(noticeSound(type)).toEqual({ kind: 'notification', flag: 'sound_system_notification' });
    }
  });
});

describe('chat token refresh queue', () => {
  it('runs one refresh at a time and hands its token to every waiter', async () => {
    let release!: (token: string) => void;
    const refresh = vi.fn(() => new Promise<string>((r) => (release = r)));
    const queue = new RefreshQueue(refresh);
    const all = Promise.all([queue.renew(), queue.renew(), queue.renew()]);
    release('new');
    expect(await all).toEqual(['new', 'new', 'new']);
    expect(refresh).toHaveBeenCalledTimes(1);
    // A later 401 starts a new refresh.
    const next = queue.renew();
    release('newer');
    expect(await next).toBe('newer');
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('replays requests that failed with 401 with the new token; all rejected when the refresh fails', async () => {
    let token = 'old';
    const seen: string[] = [];
    const fakeFetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const auth = (init?.headers as Record<string, string>).authorization;
      seen.push(auth);
      if (auth !== 'Bearer good') return new Response('{}', { status: 401 });
      return new Response(JSON.stringify({ status: true, result: { ok: true } }), { status: 200 });
    });
    let refreshes = 0;
    let fail = false;
    const client = createChatClient({
      fetch: fakeFetch as typeof fetch,
      getToken: () => token,
      refresh: async () => {
        refreshes++;
        await new Promise((r) => setTimeout(r, 10));
        if (fail) throw new Error('refresh refused');
        token = 'good';
        return token;
      },
    });
    const answers = await Promise.all([client.get('users'), client.get('dialog/history?companionId=1'), client.post('auth/verify-token', {})]);
    expect(answers).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(refreshes).toBe(1);
    expect(seen.filter((s) => s === 'Bearer good')).toHaveLength(3);

    token = 'expired';
    fail = true;
    const failed = await Promise.allSettled([client.get('users'), client.get('users')]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(refreshes).toBe(2);
  });
});

describe('message sound', () => {
  it('is debounced: one sound per 500 ms', () => {
    vi.useFakeTimers();
    const play = vi.fn();
    const sound = debounceLeading(play, 500);
    sound();
    sound();
    vi.advanceTimersByTime(499);
    sound();
    vi.advanceTimersByTime(2);
    sound();
    expect(play).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});

describe('sound files', () => {
  it("plays the site's configured file, one player per file, from its start each time", async () => {
    const played: string[] = [];
    class FakeAudio {
      currentTime = 5;
      preload = '';
      constructor(readonly src: string) {}
      play() {
        played.push(`${this.src}@${this.currentTime}`);
        return Promise.resolve();
      }
    }
    vi.stubGlobal('Audio', FakeAudio);
    try {
      playSound('invite', '/assets/sounds/chat-invite.wav');
      playSound('invite', '/assets/sounds/chat-invite.wav');
      playSound('billingStarted', '/assets/sounds/billing-started.wav');
      expect(played).toEqual(['/assets/sounds/chat-invite.wav@0', '/assets/sounds/chat-invite.wav@0', '/assets/sounds/billing-started.wav@0']);
    } finally {
      vi.unstubAllGlobals();
    }
  });
  it('a file the browser will not play falls back to the tone without throwing', async () => {
    class RefusingAudio {
      currentTime = 0;
      preload = '';
      play() {
        return Promise.reject(new Error('NotAllowedError'));
      }
    }
    vi.stubGlobal('Audio', RefusingAudio);
    try {
      expect(() => playSound('notification', '/assets/sounds/refused.wav')).not.toThrow();
      await new Promise((r) => setTimeout(r, 0));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('a refused chat connection', () => {
  const refused = (message: string, code?: number) => Object.assign(new Error(message), code ? { data: { code } } : {});
  it('refreshes the chat token on unauthorized, waits out the server pace on 10034, else retries while socket.io still does', () => {
    expect(afterConnectError(refused('unauthorized', 10401), false)).toBe('renew');
    expect(afterConnectError(refused('unauthorized'), true)).toBe('renew');
    expect(afterConnectError(refused('too fast', 10034), false)).toBe('retryLater');
    expect(afterConnectError(refused('xhr poll error'), true)).toBe('reconnecting');
    expect(afterConnectError(refused('refused', 10400), false)).toBe('failed');
  });
});
