import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { ServiceDb } from '@dating/platform';
import { eventually, startTestApp, useTestApp } from '@dating/platform/testing';
import { BillingLedgerModule, LedgerService } from '@dating/billing-ledger';
import { IDENTITY_DB, IdentityModule } from '@dating/identity';
import { type IdentityTestApp, signInNewStaff } from '@dating/identity/testing';
import { ChatRoomModule } from '../chat-room.module.js';
import { CHAT_DB } from '../chat-room.tokens.js';
import type { ChatMessage } from '../infrastructure/messages.js';
import { ChatApi, type ChatTestMember, clientMessageId, collect, connectChat, emitAck, nextEvent, signUpMember } from '../testing/index.js';

/** Billing with a one-second minute and a short offline grace: identity's real tokens, billing's real ledger. */
const MINUTE_MS = 1_000;
const t = useTestApp(async () => {
  const app = await startTestApp({
    imports: [
      IdentityModule.register(),
      BillingLedgerModule.register(),
      ChatRoomModule.register({ billingMinuteMs: MINUTE_MS, offlineGraceMs: 600, tickMs: 50 }),
    ],
    redis: true,
  });
  return Object.assign(app, { chatDb: app.app.get<ServiceDb>(CHAT_DB, { strict: false }), chat: new ChatApi(app.url), ledger: app.app.get(LedgerService) });
});

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

    const stopped = nextEvent<Billing>(c.ladySocket, 'billingStopped');
    expect(await emitAck(c.manSocket, 'endChat', { roomId })).toMatchObject({ status: true, ended: true });
    const stop = await stopped;
    expect(stop).toMatchObject({ roomId, reason: 'ended' });
    const [session] = await t.chatDb.query<{ minutes_charged: number; credits_charged: string; stop_reason: string }>(
      `SELECT minutes_charged, credits_charged::text, stop_reason FROM chat_room.billing_sessions WHERE room_id = $1`,
      [roomId],
    );
    // Minutes are whole elapsed minutes; the part minute in progress was released, not charged.
    expect(session!.stop_reason).toBe('ended');
    expect(session!.minutes_charged).toBe(stop.minutes);
    expect(await balanceOf(c.man)).toBe(10 - session!.minutes_charged);

    const orders = await t.site.call<{ type: string; credits: number }[]>('credit/get-orders', {}, { token: c.man.siteToken });
    const chatOrders = (orders.body.result ?? []).filter((o) => o.type === 'text_chat');
    expect(chatOrders.reduce((sum, o) => sum + o.credits, 0)).toBe(session!.minutes_charged);
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
