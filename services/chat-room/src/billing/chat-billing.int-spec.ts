import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { ServiceDb } from '@dating/platform';
import { eventually, startTestApp, useTestApp } from '@dating/platform/testing';
import { BILLING_DB, BillingLedgerModule, LedgerService } from '@dating/billing-ledger';
import { IDENTITY_DB, IdentityModule } from '@dating/identity';
import { type IdentityTestApp, signInNewStaff } from '@dating/identity/testing';
import { PROFILES_DB, ProfilesModule } from '@dating/profiles';
import { ChatRoomModule } from '../chat-room.module.js';
import { CHAT_DB } from '../chat-room.tokens.js';
import { BillingTicker } from './billing-ticker.js';
import { ChatBilling } from './chat-billing.js';
import { BILLING_TIMERS, type RedisBillingTimers } from './billing-timers.js';
import type { ChatMessage } from '../infrastructure/messages.js';
import { ChatApi, type ChatTestMember, clientMessageId, collect, connectChat, emitAck, nextEvent, signUpMember } from '../testing/index.js';

/**
 * Billing with a one-second minute and a short offline grace: identity's real tokens, billing's real ledger, profiles' web cam flags.
 * With Redis, so the ticker finds due sessions by the Redis timers; its PostgreSQL scan (the safety net) runs only at its first
 * pass here (the period is longer than the file), so every minute below is charged by a Redis timer.
 */
const MINUTE_MS = 1_000;
const t = useTestApp(async () => {
  const app = await startTestApp({
    imports: [
      IdentityModule.register(),
      BillingLedgerModule.register(),
      ProfilesModule.register(),
      ChatRoomModule.register({ billingMinuteMs: MINUTE_MS, offlineGraceMs: 600, tickMs: 50, timerSweepMs: 600_000 }),
    ],
    redis: true,
  });
  return Object.assign(app, {
    chatDb: app.app.get<ServiceDb>(CHAT_DB, { strict: false }),
    chat: new ChatApi(app.url),
    ledger: app.app.get(LedgerService),
    timers: app.app.get<RedisBillingTimers>(BILLING_TIMERS, { strict: false }),
  });
});

type SessionRow = { id: string; minutes_charged: number; next_tick_at: Date; stop_reason: string | null };
async function sessionOf(roomId: string): Promise<SessionRow> {
  const [row] = await t.chatDb.query<SessionRow>(`SELECT id, minutes_charged, next_tick_at, stop_reason FROM chat_room.billing_sessions WHERE room_id = $1`, [
    roomId,
  ]);
  return row!;
}

/** The session's Redis timer (ms), null when it has none. */
async function timerOf(sessionId: string): Promise<number | null> {
  const score = await t.runtime.redis!.zscore(t.timers.key, sessionId);
  return score === null ? null : Number(score);
}

const sockets: Socket[] = [];
afterAll(() => sockets.forEach((s) => s.close()));

type Billing = { roomId: string; credits: number | null; startTime: string; totalCreditsCharged: number; minutes: number; reason?: string };
type Answer = { status: boolean; code?: number; message: ChatMessage };

/** A man with `credits` (his account opens from MemberRegistered) and an online lady, both connected. */
async function couple(credits: number) {
  const man = await signUpMember(t.site, t.chatDb, 'man');
  const lady = await signUpMember(t.site, t.chatDb, 'woman');
  const granted = await eventually(
    () =>
      t.ledger.execute({
        accountId: man.id,
        actor: 'system:test',
        command: { type: 'GrantCredits', grantId: randomUUID(), credits, reason: 'test', staffId: 'test' },
      }),
    (outcome) => outcome.ok,
  );
  expect(granted).toMatchObject({ ok: true });
  const manSocket = await connectChat(t.url, (await t.chat.login(man)).access);
  const ladySocket = await connectChat(t.url, (await t.chat.login(lady)).access);
  sockets.push(manSocket, ladySocket);
  return { man, lady, manSocket, ladySocket };
}

/** He writes, she answers: billing starts with her reply. */
async function startChat(c: { lady: ChatTestMember; manSocket: Socket; ladySocket: Socket }) {
  const first = await emitAck<Answer>(c.manSocket, 'sendMessage', { receiverId: c.lady.id, message: 'Hello!', clientMessageId: clientMessageId() });
  expect(first.status).toBe(true);
  const started = nextEvent<Billing>(c.manSocket, 'billingStarted');
  const ladyHears = nextEvent<Billing>(c.ladySocket, 'billingStarted');
  await emitAck(c.ladySocket, 'sendMessage', { roomId: first.message.roomId, message: 'Hi!', clientMessageId: clientMessageId() });
  return { roomId: first.message.roomId, started: await started, ladyHears: await ladyHears };
}

async function balanceOf(man: ChatTestMember) {
  const res = await t.site.call<never>('credit/get-balance', {}, { token: man.siteToken });
  return (res.body as unknown as { credits: number }).credits;
}

describe('per-minute chat billing', () => {
  it('bills three whole minutes, one at a time, then stops when he ends the chat; his orders show them', async () => {
    const c = await couple(10);
    const updates = collect<Billing>(c.manSocket, 'billingUpdate');
    const ladyUpdates = collect<Billing>(c.ladySocket, 'billingUpdate');
    const { roomId, started, ladyHears } = await startChat(c);
    expect(started).toMatchObject({ roomId, credits: 9, totalCreditsCharged: 0, minutes: 0, startTime: expect.any(String) });
    expect(ladyHears).toMatchObject({ roomId, credits: null });

    await eventually(
      async () => updates.length,
      (n) => n >= 3,
      6_000,
    );
    expect(updates.slice(0, 3).map((u) => [u.minutes, u.totalCreditsCharged, u.credits])).toEqual([
      [1, 1, 8],
      [2, 2, 7],
      [3, 3, 6],
    ]);
    expect(ladyUpdates.every((u) => u.credits === null)).toBe(true);
    // The Redis timer holds the session with its next tick, as PostgreSQL has it.
    const running = await sessionOf(roomId);
    expect(await timerOf(running.id)).toBe(new Date(running.next_tick_at).getTime());

    // He ends it well inside the fourth minute: that started minute is paid too.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const stopped = nextEvent<Billing>(c.ladySocket, 'billingStopped');
    expect(await emitAck(c.manSocket, 'endChat', { roomId })).toMatchObject({ status: true, ended: true });
    const stop = await stopped;
    expect(stop).toMatchObject({ roomId, reason: 'ended' });
    const [session] = await t.chatDb.query<{ minutes_charged: number; credits_charged: string; stop_reason: string }>(
      `SELECT minutes_charged, credits_charged::text, stop_reason FROM chat_room.billing_sessions WHERE room_id = $1`,
      [roomId],
    );
    expect(session!.stop_reason).toBe('ended');
    expect(session!.minutes_charged).toBeGreaterThanOrEqual(4);
    expect(session!.minutes_charged).toBe(stop.minutes);
    expect(Number(session!.credits_charged)).toBe(session!.minutes_charged);
    expect(await balanceOf(c.man)).toBe(10 - session!.minutes_charged);
    expect(await timerOf(running.id)).toBeNull();

    // The session's minutes are one order with her.
    const orders = await t.site.call<{ type: string; credits: number; quantity: number; companion_id: string }[]>(
      'credit/get-orders',
      {},
      { token: c.man.siteToken },
    );
    const chatOrders = (orders.body.result ?? []).filter((o) => o.type === 'text_chat');
    expect(chatOrders).toEqual([expect.objectContaining({ companion_id: c.lady.id, credits: session!.minutes_charged, quantity: session!.minutes_charged })]);

    // Profiles hears the ended session (ChatSessionEnded): its minutes count towards her contacts' unlock.
    const profiles = t.app.get<ServiceDb>(PROFILES_DB, { strict: false });
    const progress = await eventually(
      () =>
        profiles.query<{ chat_minutes: number }>(`SELECT chat_minutes FROM profiles.contact_progress WHERE man_id = $1 AND lady_id = $2`, [
          c.man.id,
          c.lady.id,
        ]),
      (rows) => rows.length === 1,
    );
    expect(progress).toEqual([{ chat_minutes: session!.minutes_charged }]);
  });

  it("restores a Redis timer lost behind the ticker's back with its safety net scan, and charges every minute once", async () => {
    const c = await couple(10);
    const updates = collect<Billing>(c.manSocket, 'billingUpdate');
    const { roomId } = await startChat(c);
    const charged = (n: number) =>
      eventually(
        async () => updates.length,
        (count) => count >= n,
        4_000,
      );
    const ticker = t.app.get(BillingTicker);
    await charged(1);
    // Minute 2's timer was set before minute 1 was announced. Redis loses it (as a restart would); the scan adds it back as it was.
    const first = await sessionOf(roomId);
    await t.runtime.redis!.zrem(t.timers.key, first.id);
    await ticker.sweep();
    expect(await timerOf(first.id)).toBe(new Date((await sessionOf(roomId)).next_tick_at).getTime());
    await charged(2);

    // Lost again, and nothing charges the minute while no timer says it is due; the scan does, late but once.
    const second = await sessionOf(roomId);
    expect(second.minutes_charged).toBe(2);
    await t.runtime.redis!.zrem(t.timers.key, second.id);
    await sleep(Math.max(0, new Date(second.next_tick_at).getTime() - Date.now()) + 400);
    expect((await sessionOf(roomId)).minutes_charged).toBe(2);
    await ticker.sweep();
    const third = await sessionOf(roomId);
    expect(third.minutes_charged).toBe(3);
    expect(await timerOf(third.id)).toBe(new Date(third.next_tick_at).getTime());

    const stopped = nextEvent<Billing>(c.manSocket, 'billingStopped');
    await emitAck(c.manSocket, 'endChat', { roomId });
    await stopped;
    const ended = await sessionOf(roomId);
    const charges = await t.app
      .get<ServiceDb>(BILLING_DB, { strict: false })
      .query<{ amount: string }>(`SELECT amount::text FROM billing.charges WHERE reference LIKE $1`, [`chat:${first.id}:%`]);
    expect(charges).toHaveLength(ended.minutes_charged);
    expect(await balanceOf(c.man)).toBe(10 - ended.minutes_charged);
  });

  it('stops with lowBalance when he cannot pay the next minute, and refuses his next line (10025)', async () => {
    const c = await couple(2);
    const low = nextEvent(c.manSocket, 'lowBalance', () => true, 6_000);
    const stopped = nextEvent<Billing>(c.manSocket, 'billingStopped', () => true, 6_000);
    const { roomId } = await startChat(c);
    expect(await low).toMatchObject({ roomId, message: 'Low balance. Please top up your account' });
    expect(await stopped).toMatchObject({ roomId, reason: 'lowBalance', minutes: 2, totalCreditsCharged: 2 });
    expect(await balanceOf(c.man)).toBe(0);

    // A new session would start with this line (both have written before): he cannot pay it.
    await emitAck(c.ladySocket, 'sendMessage', { roomId, message: 'Still there?', clientMessageId: clientMessageId() });
    const refused = await emitAck<Answer>(c.manSocket, 'sendMessage', { roomId, message: 'Yes', clientMessageId: clientMessageId() });
    expect(refused).toMatchObject({ status: false, code: 10025 });
  });

  it('ending a chat before its minute is up does not make it free: each started minute is paid, session after session', async () => {
    const c = await couple(10);
    for (const round of [1, 2]) {
      const first = await emitAck<Answer>(c.manSocket, 'sendMessage', { receiverId: c.lady.id, message: `Hello ${round}`, clientMessageId: clientMessageId() });
      const started = nextEvent<Billing>(c.manSocket, 'billingStarted');
      await emitAck(c.ladySocket, 'sendMessage', { roomId: first.message.roomId, message: 'Hi!', clientMessageId: clientMessageId() });
      await started;
      await new Promise((resolve) => setTimeout(resolve, 400));
      const stopped = nextEvent<Billing>(c.manSocket, 'billingStopped');
      expect(await emitAck(c.ladySocket, 'endChat', { roomId: first.message.roomId })).toMatchObject({ status: true, ended: true });
      expect(await stopped).toMatchObject({ reason: 'ended', minutes: 1, totalCreditsCharged: 1 });
      expect(await balanceOf(c.man)).toBe(10 - round);
    }
  });

  it("a man ending the chat right after each answer pays each session's first minute (reading her reply and writing again is not free)", async () => {
    const c = await couple(10);
    for (const round of [1, 2, 3]) {
      const first = await emitAck<Answer>(c.manSocket, 'sendMessage', { receiverId: c.lady.id, message: `Hello ${round}`, clientMessageId: clientMessageId() });
      const started = nextEvent<Billing>(c.manSocket, 'billingStarted');
      await emitAck(c.ladySocket, 'sendMessage', { roomId: first.message.roomId, message: 'Hi!', clientMessageId: clientMessageId() });
      await started;
      const stopped = nextEvent<Billing>(c.manSocket, 'billingStopped');
      expect(await emitAck(c.manSocket, 'endChat', { roomId: first.message.roomId })).toMatchObject({ status: true, ended: true });
      expect(await stopped).toMatchObject({ reason: 'ended', minutes: 1, totalCreditsCharged: 1 });
      expect(await balanceOf(c.man)).toBe(10 - round);
    }
  });

  it('a lady answering a man who has left does not bill him: billing waits until he is back and writes', async () => {
    const c = await couple(5);
    const first = await emitAck<Answer>(c.manSocket, 'sendMessage', { receiverId: c.lady.id, message: 'Hello!', clientMessageId: clientMessageId() });
    const roomId = first.message.roomId;
    c.manSocket.close();
    await eventually(
      () => t.chatDb.query<{ connections: number }>(`SELECT connections FROM chat_room.presence WHERE member_id = $1`, [c.man.id]),
      (rows) => rows[0]?.connections === 0,
    );
    const ladyHeard = collect<Billing>(c.ladySocket, 'billingStarted');
    expect(await emitAck<Answer>(c.ladySocket, 'sendMessage', { roomId, message: 'Sorry, I was away', clientMessageId: clientMessageId() })).toMatchObject({
      status: true,
    });
    await new Promise((resolve) => setTimeout(resolve, 3 * MINUTE_MS));
    expect(ladyHeard).toEqual([]);
    expect(await balanceOf(c.man)).toBe(5);
    expect((await sessionOf(roomId)).minutes_charged).toBe(0);
    // He is back and answers: now both are here, and billing starts.
    const back = await connectChat(t.url, (await t.chat.login(c.man)).access);
    sockets.push(back);
    const started = nextEvent<Billing>(back, 'billingStarted');
    expect(await emitAck<Answer>(back, 'sendMessage', { roomId, message: 'I am here', clientMessageId: clientMessageId() })).toMatchObject({ status: true });
    expect(await started).toMatchObject({ roomId, minutes: 0 });
  });

  it("a start that loses to endChat gives its first minute's hold back at once (his credits are not held for the hold's 10 minutes)", async () => {
    const c = await couple(5);
    const first = await emitAck<Answer>(c.manSocket, 'sendMessage', { receiverId: c.lady.id, message: 'Hello!', clientMessageId: clientMessageId() });
    const roomId = first.message.roomId;
    // Her reply is being handled (both have written, the session still waits) when he ends the chat:
    // the start read the session before the stop, and places its hold after it.
    await t.chatDb.query(`UPDATE chat_room.billing_sessions SET woman_wrote = true WHERE room_id = $1`, [roomId]);
    const billing = t.app.get(ChatBilling);
    const stale = (await billing.sessionOf(roomId))!;
    expect(stale).toMatchObject({ state: 'waiting', woman_wrote: true });
    expect(await billing.end(roomId, c.man.id)).toBe(true);
    await billing.beforeManWrites({ id: roomId, man_id: c.man.id, woman_id: c.lady.id }, stale);
    expect((await sessionOf(roomId)).stop_reason).toBe('ended');
    expect(await balanceOf(c.man)).toBe(5);
  });

  it('a man who cannot pay a minute gets no free line after her answer by ending the chat first (each endChat opened a free session)', async () => {
    const man = await signUpMember(t.site, t.chatDb, 'man');
    const lady = await signUpMember(t.site, t.chatDb, 'woman');
    const manSocket = await connectChat(t.url, (await t.chat.login(man)).access);
    const ladySocket = await connectChat(t.url, (await t.chat.login(lady)).access);
    sockets.push(manSocket, ladySocket);
    // His first message is an invite, free; her answer cannot start billing: he has no credits.
    const first = await emitAck<Answer>(manSocket, 'sendMessage', { receiverId: lady.id, message: 'Hello!', clientMessageId: clientMessageId() });
    expect(first.status).toBe(true);
    const roomId = first.message.roomId;
    const low = nextEvent(manSocket, 'lowBalance');
    expect(await emitAck(ladySocket, 'sendMessage', { roomId, message: 'Hi!', clientMessageId: clientMessageId() })).toMatchObject({ status: true });
    expect(await low).toMatchObject({ roomId });
    expect(await emitAck(manSocket, 'sendMessage', { roomId, message: 'Free?', clientMessageId: clientMessageId() })).toMatchObject({
      status: false,
      code: 10025,
    });
    for (const attempt of [1, 2]) {
      expect(await emitAck(manSocket, 'endChat', { roomId })).toMatchObject({ status: true });
      const refused = nextEvent(manSocket, 'lowBalance');
      expect(await emitAck(manSocket, 'sendMessage', { roomId, message: `After the end ${attempt}`, clientMessageId: clientMessageId() })).toMatchObject({
        status: false,
        code: 10025,
      });
      expect(await refused).toMatchObject({ roomId, message: 'Low balance. Please top up your account' });
    }
    // Nothing of his after her answer was stored or reached her.
    const his = await t.chatDb.query<{ body: string }>(`SELECT body FROM chat_room.messages WHERE room_id = $1 AND sender_id = $2 ORDER BY seq`, [
      roomId,
      man.id,
    ]);
    expect(his.map((m) => m.body)).toEqual(['Hello!']);
  });

  it('stops with userOffline when the lady is gone longer than the grace; a part minute costs nothing', async () => {
    const c = await couple(5);
    const { roomId } = await startChat(c);
    const offline = nextEvent(c.manSocket, 'userOffline', () => true, 4_000);
    const stopped = nextEvent<Billing>(c.manSocket, 'billingStopped', () => true, 4_000);
    c.ladySocket.close();
    expect(await offline).toMatchObject({ roomId, userId: c.lady.id, message: 'User went offline. Billing stopped' });
    expect(await stopped).toMatchObject({ roomId, reason: 'userOffline' });
    const [session] = await t.chatDb.query<{ minutes_charged: number }>(`SELECT minutes_charged FROM chat_room.billing_sessions WHERE room_id = $1`, [roomId]);
    expect(await balanceOf(c.man)).toBe(5 - session!.minutes_charged);
    expect(session!.minutes_charged).toBeLessThanOrEqual(1);
  });

  it('shows finance and site moderators the sessions, and a site moderator the messages of a session, each read audited', async () => {
    const c = await couple(3);
    const { roomId } = await startChat(c);
    const stopped = nextEvent<Billing>(c.manSocket, 'billingStopped', () => true, 6_000);
    await emitAck(c.manSocket, 'endChat', { roomId });
    await stopped;

    const identity = { db: t.app.get<ServiceDb>(IDENTITY_DB, { strict: false }), app: t.app, site: t.site } as unknown as IdentityTestApp;
    const finance = await signInNewStaff(identity, 'finance');
    const moderator = await signInNewStaff(identity, 'site_moderator');
    const filter = encodeURIComponent(JSON.stringify({ man_id: c.man.id }));
    const sessions = await t.site.admin<Record<string, unknown>[]>('GET', `chat-sessions?filter=${filter}`, { token: finance.token });
    expect(sessions.status).toBe(200);
    expect(sessions.headers.get('content-range')).toBe('chat-sessions 0-0/1');
    expect(sessions.body[0]).toMatchObject({
      room_id: roomId,
      man_id: c.man.id,
      woman_id: c.lady.id,
      woman_name: c.lady.name,
      state: 'stopped',
      stop_reason: 'ended',
    });
    const sessionId = String(sessions.body[0]!.id);
    expect((await t.site.admin('GET', `chat-sessions/${sessionId}`, { token: moderator.token })).body).toMatchObject({ id: sessionId });

    const byMessages = encodeURIComponent(JSON.stringify({ session_id: sessionId }));
    expect((await t.site.admin('GET', `chat-messages?filter=${byMessages}`, { token: finance.token })).status).toBe(403);
    expect((await t.site.admin('GET', 'chat-messages', { token: moderator.token })).status).toBe(400);
    const messages = await t.site.admin<{ message: string; seq: number }[]>('GET', `chat-messages?filter=${byMessages}`, { token: moderator.token });
    expect(messages.body.map((m) => [m.seq, m.message])).toEqual([
      [1, 'Hello!'],
      [2, 'Hi!'],
    ]);
    const audit = await eventually(
      () =>
        identity.db.query<{ actor_staff_id: string; action: string }>(
          `SELECT actor_staff_id, action FROM identity.audit_log WHERE resource = 'chat-messages' AND record_id = $1`,
          [sessionId],
        ),
      (rows) => rows.length === 1,
    );
    expect(audit).toEqual([{ actor_staff_id: String(moderator.staff.id), action: 'read' }]);
  });
});

type CamAnswer = { status: boolean; code?: number; message?: string; pricePerMinute?: number; stopped?: boolean };
type Signal = { roomId: string; userId: string; sdp?: string; candidate?: Record<string, unknown> };
const SDP = 'v=0\r\no=- 4611 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\nm=video 9 UDP/TLS/RTP/SAVPF 96\r\n';

/** Her profile's web cam flag (the cam badge), as profiles keeps it; her profile opens from sign-up. */
async function setWebcam(lady: ChatTestMember, on: boolean) {
  const profiles = t.app.get<ServiceDb>(PROFILES_DB, { strict: false });
  await eventually(
    () => profiles.query(`WITH c AS (UPDATE profiles.profiles SET with_web_cam = $2 WHERE member_id = $1 RETURNING 1) SELECT * FROM c`, [lady.id, on]),
    (rows) => rows.length === 1,
  );
}

describe('live cam', () => {
  it('relays the signals only between the two members of an active chat, only from a lady with a web cam, and refuses oversize ones', async () => {
    const c = await couple(20);
    await setWebcam(c.lady, true);
    const stranger = await signUpMember(t.site, t.chatDb, 'man');
    const strangerSocket = await connectChat(t.url, (await t.chat.login(stranger)).access);
    sockets.push(strangerSocket);

    // A room whose chat has not started (she has not answered): no camera yet.
    const first = await emitAck<Answer>(c.manSocket, 'sendMessage', { receiverId: c.lady.id, message: 'Hello!', clientMessageId: clientMessageId() });
    const roomId = first.message.roomId;
    expect(await emitAck<CamAnswer>(c.ladySocket, 'camStart', { roomId })).toMatchObject({
      status: false,
      code: 10400,
      message: 'Live cam needs an active chat',
    });

    const started = nextEvent<Billing>(c.manSocket, 'billingStarted');
    await emitAck(c.ladySocket, 'sendMessage', { roomId, message: 'Hi!', clientMessageId: clientMessageId() });
    await started;

    // The man cannot start a camera; a lady without a web cam cannot either; a stranger is not in the room.
    expect(await emitAck<CamAnswer>(c.manSocket, 'camStart', { roomId })).toMatchObject({ status: false, code: 10003 });
    await setWebcam(c.lady, false);
    expect(await emitAck<CamAnswer>(c.ladySocket, 'camStart', { roomId })).toMatchObject({
      status: false,
      code: 10003,
      message: 'Live cam is for ladies with a web cam',
    });
    await setWebcam(c.lady, true);
    expect(await emitAck<CamAnswer>(strangerSocket, 'camStart', { roomId })).toMatchObject({ status: false, code: 10404 });
    // Nothing is relayed while her camera is off.
    expect(await emitAck<CamAnswer>(c.ladySocket, 'camOffer', { roomId, sdp: SDP })).toMatchObject({
      status: false,
      code: 10400,
      message: 'The camera is off',
    });

    const announced = nextEvent<{ roomId: string; userId: string; pricePerMinute: number }>(c.manSocket, 'camStarted');
    expect(await emitAck<CamAnswer>(c.ladySocket, 'camStart', { roomId })).toMatchObject({ status: true, pricePerMinute: 3 });
    expect(await announced).toEqual({ roomId, userId: c.lady.id, pricePerMinute: 3 });

    // Offer (hers), answer (his) and candidates (both) reach the companion only.
    const strangerHears = collect(strangerSocket, 'camOffer');
    const offer = nextEvent<Signal>(c.manSocket, 'camOffer');
    expect(await emitAck<CamAnswer>(c.ladySocket, 'camOffer', { roomId, sdp: SDP })).toEqual({ status: true });
    expect(await offer).toEqual({ roomId, userId: c.lady.id, sdp: SDP });
    expect(await emitAck<CamAnswer>(c.manSocket, 'camOffer', { roomId, sdp: SDP })).toMatchObject({
      status: false,
      code: 10003,
      message: 'Only the lady can show her camera',
    });
    // The lady does not answer her own offer: refused, and said as such.
    expect(await emitAck<CamAnswer>(c.ladySocket, 'camAnswer', { roomId, sdp: SDP })).toMatchObject({
      status: false,
      code: 10003,
      message: 'Only the man answers the camera offer',
    });
    const answer = nextEvent<Signal>(c.ladySocket, 'camAnswer');
    expect(await emitAck<CamAnswer>(c.manSocket, 'camAnswer', { roomId, sdp: SDP })).toEqual({ status: true });
    expect(await answer).toEqual({ roomId, userId: c.man.id, sdp: SDP });
    const candidate = nextEvent<Signal>(c.ladySocket, 'camIceCandidate');
    const sent = { candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host', sdpMid: '0', sdpMLineIndex: 0, extra: 'x'.repeat(100) };
    expect(await emitAck<CamAnswer>(c.manSocket, 'camIceCandidate', { roomId, candidate: sent })).toEqual({ status: true });
    expect((await candidate).candidate).toEqual({ candidate: sent.candidate, sdpMid: '0', sdpMLineIndex: 0, usernameFragment: null });
    expect(await emitAck<CamAnswer>(strangerSocket, 'camIceCandidate', { roomId, candidate: sent })).toMatchObject({ status: false, code: 10404 });

    // Oversize or malformed signals are refused with 10002 (as the error event without an acknowledgement).
    const big = `${SDP}a=x:${'y'.repeat(12_000)}\r\n`;
    expect(await emitAck<CamAnswer>(c.ladySocket, 'camOffer', { roomId, sdp: big })).toMatchObject({ status: false, code: 10002 });
    const refused = nextEvent<{ code: number }>(c.ladySocket, 'error');
    c.ladySocket.emit('camOffer', { roomId, sdp: big });
    expect(await refused).toMatchObject({ status: false, code: 10002 });
    expect(await emitAck<CamAnswer>(c.manSocket, 'camIceCandidate', { roomId, candidate: { candidate: 'c'.repeat(2_000) } })).toMatchObject({
      status: false,
      code: 10002,
    });
    expect(await emitAck<CamAnswer>(c.ladySocket, 'camOffer', { roomId, sdp: 'not an sdp' })).toMatchObject({ status: false, code: 10002 });
    expect(strangerHears).toEqual([]);

    // His page reloads (a new socket, the old one closes): the camera stays on, he asks for a fresh offer, only her sockets hear it.
    const reloaded = await connectChat(t.url, (await t.chat.login(c.man)).access);
    sockets.push(reloaded);
    c.manSocket.close();
    c.manSocket = reloaded;
    const strangerHearsRequest = collect(strangerSocket, 'camRequestOffer');
    const request = nextEvent<{ roomId: string; userId: string }>(c.ladySocket, 'camRequestOffer');
    expect(await emitAck<CamAnswer>(reloaded, 'camRequestOffer', { roomId })).toEqual({ status: true, pricePerMinute: 3 });
    expect(await request).toEqual({ roomId, userId: c.man.id });
    const fresh = nextEvent<Signal>(reloaded, 'camOffer');
    expect(await emitAck<CamAnswer>(c.ladySocket, 'camOffer', { roomId, sdp: SDP })).toEqual({ status: true });
    expect(await fresh).toEqual({ roomId, userId: c.lady.id, sdp: SDP });
    // The lady does not ask for an offer, a stranger is not in the room, a bad room is refused.
    expect(await emitAck<CamAnswer>(c.ladySocket, 'camRequestOffer', { roomId })).toMatchObject({
      status: false,
      code: 10003,
      message: 'Only the man asks for the camera offer',
    });
    expect(await emitAck<CamAnswer>(strangerSocket, 'camRequestOffer', { roomId })).toMatchObject({ status: false, code: 10404 });
    expect(await emitAck<CamAnswer>(reloaded, 'camRequestOffer', { roomId: 'nope' })).toMatchObject({ status: false, code: 10404 });
    expect(await emitAck<CamAnswer>(reloaded, 'camRequestOffer', null)).toMatchObject({ status: false, code: 10002 });
    expect(strangerHearsRequest).toEqual([]);

    // He closes her video: both hear it, and nothing is relayed any more.
    const ladyHearsStop = nextEvent<{ roomId: string; userId: string; reason: string }>(c.ladySocket, 'camStopped');
    expect(await emitAck<CamAnswer>(c.manSocket, 'camStop', { roomId })).toEqual({ status: true, stopped: true });
    expect(await ladyHearsStop).toEqual({ roomId, userId: c.man.id, reason: 'stopped' });
    expect(await emitAck<CamAnswer>(c.ladySocket, 'camOffer', { roomId, sdp: SDP })).toMatchObject({ status: false, code: 10400 });
    // A page opening the room while the camera is off asks in vain: nothing is relayed.
    const ladyHearsRequest = collect(c.ladySocket, 'camRequestOffer');
    expect(await emitAck<CamAnswer>(c.manSocket, 'camRequestOffer', { roomId })).toMatchObject({ status: false, code: 10400, message: 'The camera is off' });
    expect(ladyHearsRequest).toEqual([]);
    await emitAck(c.manSocket, 'endChat', { roomId });
  });

  it('bills the minutes while her camera is on at the video_chat price, as video chat orders, and text minutes again after it', async () => {
    const c = await couple(40);
    await setWebcam(c.lady, true);
    const settings = await t.chat.get<{ iceServers: unknown[]; canShowCamera: boolean; pricePerMinute: number }>(
      'live-cam',
      (await t.chat.login(c.lady)).access,
    );
    expect(settings.body.result).toEqual({ iceServers: [], canShowCamera: true, pricePerMinute: 3 });
    expect((await t.chat.get('live-cam', (await t.chat.login(c.man)).access)).body.result).toMatchObject({ canShowCamera: false, pricePerMinute: 3 });

    const updates = collect<Billing & { pricePerMinute: number; camOn: boolean }>(c.manSocket, 'billingUpdate');
    const { roomId } = await startChat(c);
    await eventually(
      async () => updates.filter((u) => u.minutes >= 1).length,
      (n) => n >= 1,
      4_000,
    );
    // Her camera goes on within minute 2: that minute and the next are video minutes.
    expect(await emitAck<CamAnswer>(c.ladySocket, 'camStart', { roomId })).toMatchObject({ status: true, pricePerMinute: 3 });
    await eventually(
      async () => updates.at(-1),
      (u) => u?.camOn === true && u.pricePerMinute === 3,
    );
    await eventually(
      async () => updates.filter((u) => u.minutes >= 3).length,
      (n) => n >= 1,
      4_000,
    );
    expect(await emitAck<CamAnswer>(c.ladySocket, 'camStop', { roomId })).toEqual({ status: true, stopped: true });
    await eventually(
      async () => updates.filter((u) => u.minutes >= 6).length,
      (n) => n >= 1,
      6_000,
    );
    const stopped = nextEvent<Billing>(c.manSocket, 'billingStopped');
    await emitAck(c.manSocket, 'endChat', { roomId });
    await stopped;

    const [session] = await t.chatDb.query<{ minutes_charged: number; credits_charged: string; cam_minutes: number }>(
      `SELECT minutes_charged, credits_charged::text, cam_minutes FROM chat_room.billing_sessions WHERE room_id = $1`,
      [roomId],
    );
    // Minute 1 was a text minute, minutes 2 and 3 (at least) video ones, the last ones text again.
    expect(session!.cam_minutes).toBeGreaterThanOrEqual(2);
    expect(session!.cam_minutes).toBeLessThanOrEqual(session!.minutes_charged - 2);
    const textMinutes = session!.minutes_charged - session!.cam_minutes;
    expect(Number(session!.credits_charged)).toBe(textMinutes + 3 * session!.cam_minutes);
    // Every hold was captured or given back (the text hold her camera replaced too).
    expect(await balanceOf(c.man)).toBe(40 - Number(session!.credits_charged));

    // One video chat order and one text chat order (the minutes before and after her camera).
    const orders = await t.site.call<{ type: string; credits: number; quantity: number }[]>('credit/get-orders', {}, { token: c.man.siteToken });
    const video = (orders.body.result ?? []).filter((o) => o.type === 'video_chat');
    const text = (orders.body.result ?? []).filter((o) => o.type === 'text_chat');
    expect(video).toEqual([expect.objectContaining({ credits: 3 * session!.cam_minutes, quantity: session!.cam_minutes })]);
    expect(text).toEqual([expect.objectContaining({ credits: textMinutes, quantity: textMinutes })]);

    // An admin's new video_chat price reaches the chat (billing's PriceChanged) for cameras started from now on.
    const identity = { db: t.app.get<ServiceDb>(IDENTITY_DB, { strict: false }), app: t.app, site: t.site } as unknown as IdentityTestApp;
    const admin = await signInNewStaff(identity, 'admin');
    expect((await t.site.admin('PUT', 'prices/video_chat', { token: admin.token, body: { price: 5 } })).status).toBe(200);
    // The back office shows how many of the session's minutes were video minutes.
    const byRoom = encodeURIComponent(JSON.stringify({ room_id: roomId }));
    const listed = await t.site.admin<{ minutes: number; cam_minutes: number }[]>('GET', `chat-sessions?filter=${byRoom}`, { token: admin.token });
    expect(listed.body[0]).toMatchObject({ minutes: session!.minutes_charged, cam_minutes: session!.cam_minutes });
    const ladyToken = (await t.chat.login(c.lady)).access;
    await eventually(
      async () => (await t.chat.get<{ pricePerMinute: number }>('live-cam', ladyToken)).body.result.pricePerMinute,
      (price) => price === 5,
    );
  });
});
