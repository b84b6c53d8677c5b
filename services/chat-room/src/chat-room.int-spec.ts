import { afterAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { type ServiceDb, TokenSigner } from '@dating/platform';
import { eventually, nextClientAddress, startTestApp, useTestApp } from '@dating/platform/testing';
import { randomUUID } from 'node:crypto';
import { BillingLedgerModule, LedgerService } from '@dating/billing-ledger';
import { IDENTITY_DB, IdentityModule } from '@dating/identity';
import { type IdentityTestApp, signInNewStaff } from '@dating/identity/testing';
import { PROFILES_DB, ProfilesModule } from '@dating/profiles';
import { ChatRoomModule } from './chat-room.module.js';
import { CHAT_DB } from './chat-room.tokens.js';
import type { ChatMessage } from './infrastructure/messages.js';
import { PresenceStore } from './infrastructure/presence.store.js';
import { ChatApi, type ChatTestMember, clientMessageId, collect, connectChat, emitAck, nextEvent, signUpMember } from './testing/index.js';

/** The chat API and the socket on one app with identity, billing and profiles (real tokens, real sessions). */
const t = useTestApp(async () => {
  const app = await startTestApp({
    imports: [
      IdentityModule.register(),
      BillingLedgerModule.register(),
      ProfilesModule.register(),
      ChatRoomModule.register({ tickMs: 100, nodeTimeoutMs: 1_500 }),
    ],
    redis: true,
  });
  return Object.assign(app, { chatDb: app.app.get<ServiceDb>(CHAT_DB, { strict: false }), chat: new ChatApi(app.url) });
});

type SocketAnswer = { status: boolean; code?: number; duplicate?: boolean; message: ChatMessage };
type Issued = { token: string; expires: string };
type LoginAnswer = { user: { userId: string }; tokens: { access: Issued; refresh: Issued } };
type HistoryAnswer = { roomId: string | null; messages: ChatMessage[]; pagination: Record<string, unknown> };

const sockets: Socket[] = [];
afterAll(() => sockets.forEach((s) => s.close()));
const connect = async (token: string) => {
  const socket = await connectChat(t.url, token);
  sockets.push(socket);
  return socket;
};

describe('chat auth', () => {
  let man: ChatTestMember;

  it('logs in with the site token and answers the user and both chat tokens with their expiry', async () => {
    man = await signUpMember(t.site, t.chatDb, 'man', 'John Smith');
    const res = await t.chat.post<LoginAnswer>('auth/login', { access_token: man.siteToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: true,
      result: {
        user: { userId: man.id, fullName: 'John Smith', avatarSmall: null, userType: 'man' },
        tokens: { access: { token: expect.any(String), expires: expect.any(String) }, refresh: { token: expect.any(String), expires: expect.any(String) } },
      },
    });
    expect(Date.parse(res.body.result.tokens.refresh.expires)).toBeGreaterThan(Date.parse(res.body.result.tokens.access.expires));
  });

  it('keeps the kinds apart: a chat token is refused by the Site API, a site token by the chat API and the socket', async () => {
    const { access, refresh } = await t.chat.login(man);
    expect((await t.site.call('user/settings/get-all', {}, { token: access })).status).toBe(401);
    expect((await t.chat.get('users', man.siteToken)).status).toBe(401);
    expect((await t.chat.get('users', refresh)).status).toBe(401);
    expect((await t.chat.post('auth/login', { access_token: access })).status).toBe(401);
    await expect(connectChat(t.url, man.siteToken)).rejects.toMatchObject({ message: 'unauthorized', data: { code: 10401 } });
    expect((await t.chat.get('users', access)).status).toBe(200);
    expect((await t.chat.post('auth/verify-token', { token: access })).body).toMatchObject({ status: true, result: { valid: true, userId: man.id } });
    expect((await t.chat.post('auth/verify-token', { token: refresh })).status).toBe(401);
  });

  it('rotates refresh tokens; reusing a used one revokes the whole family', async () => {
    const first = await t.chat.login(man);
    const rotated = await t.chat.post<LoginAnswer>('auth/refresh-tokens', { refresh_token: first.refresh });
    expect(rotated.body).toMatchObject({ status: true, result: { tokens: { access: { token: expect.any(String) }, refresh: { token: expect.any(String) } } } });
    const second = rotated.body.result.tokens.refresh.token;
    expect(second).not.toBe(first.refresh);

    const update = await t.chat.post<{ user: { userId: string }; token: Issued }>('auth/update-access-token', { refresh_token: second });
    expect(update.body).toMatchObject({
      status: true,
      result: { user: { userId: man.id }, token: { token: expect.any(String), expires: expect.any(String) } },
    });

    // The stolen first token comes back: refused, and the family (the second one too) is gone.
    expect((await t.chat.post('auth/refresh-tokens', { refresh_token: first.refresh })).status).toBe(401);
    expect((await t.chat.post('auth/refresh-tokens', { refresh_token: second })).status).toBe(401);
    expect((await t.chat.post('auth/update-access-token', { refresh_token: second })).status).toBe(401);
    // Another login's family is untouched.
    const other = await t.chat.login(man);
    expect((await t.chat.post('auth/refresh-tokens', { refresh_token: other.refresh })).status).toBe(200);
  });

  it('a rotated refresh token mints no access token: update-access-token refuses it and ends its family', async () => {
    const first = await t.chat.login(man);
    const second = (await t.chat.post<LoginAnswer>('auth/refresh-tokens', { refresh_token: first.refresh })).body.result.tokens.refresh.token;
    expect((await t.chat.post('auth/update-access-token', { refresh_token: first.refresh })).status).toBe(401);
    // The thief's copy gave itself away: the owner's newest token is gone too, as refresh-tokens does on reuse.
    expect((await t.chat.post('auth/update-access-token', { refresh_token: second })).status).toBe(401);
    expect((await t.chat.post('auth/refresh-tokens', { refresh_token: second })).status).toBe(401);
  });

  it("a revoked family's access tokens are refused and its sockets close, on reuse and on logout; another family's stay", async () => {
    const stolen = await t.chat.login(man);
    const owner = (await t.chat.post<LoginAnswer>('auth/refresh-tokens', { refresh_token: stolen.refresh })).body.result.tokens;
    const ownerSocket = await connect(owner.access.token);
    const otherLogin = await t.chat.login(man);
    const otherSocket = await connect(otherLogin.access);
    const ownerClosed = new Promise((resolve) => ownerSocket.once('disconnect', resolve));
    // The thief replays the rotated token: the family ends, with every access token minted in it.
    expect((await t.chat.post('auth/refresh-tokens', { refresh_token: stolen.refresh })).status).toBe(401);
    expect(await ownerClosed).toBe('io server disconnect');
    for (const access of [stolen.access, owner.access.token]) {
      expect((await t.chat.get('users', access)).status).toBe(401);
      await expect(connectChat(t.url, access)).rejects.toMatchObject({ message: 'unauthorized' });
    }
    expect(otherSocket.connected).toBe(true);
    expect((await t.chat.get('users', otherLogin.access)).status).toBe(200);

    // Logout ends the family's socket too (the site session stays signed in).
    const otherClosed = new Promise((resolve) => otherSocket.once('disconnect', resolve));
    expect((await t.chat.post('auth/logout', { refresh_token: otherLogin.refresh })).body).toMatchObject({ status: true });
    expect(await otherClosed).toBe('io server disconnect');
    expect((await t.chat.get('users', otherLogin.access)).status).toBe(401);
    expect((await t.chat.get('users', (await t.chat.login(man)).access)).status).toBe(200);
  });

  it('logout ends the family; a missing refresh token is 10001', async () => {
    const tokens = await t.chat.login(man);
    expect((await t.chat.post('auth/logout', { refresh_token: tokens.refresh })).body).toMatchObject({ status: true });
    expect((await t.chat.post('auth/refresh-tokens', { refresh_token: tokens.refresh })).status).toBe(401);
    expect((await t.chat.post('auth/logout', {})).body).toMatchObject({ status: false, code: 10001 });
  });

  it('signing out of the site ends the chat tokens and closes the sockets that act', async () => {
    const member = await signUpMember(t.site, t.chatDb, 'woman');
    const tokens = await t.chat.login(member);
    expect((await t.site.call('member/sign-out', {}, { token: member.siteToken })).body).toMatchObject({ status: true });
    await eventually(
      () => t.chat.get('users', tokens.access),
      (r) => r.status === 401,
      3_000,
    );
    expect((await t.chat.get('users', tokens.access)).status).toBe(401);
    expect((await t.chat.post('auth/refresh-tokens', { refresh_token: tokens.refresh })).status).toBe(401);
    await expect(connectChat(t.url, tokens.access)).rejects.toMatchObject({ message: 'unauthorized' });
  });

  it('closes the sockets of a signed-out session at once, not at their next session check', async () => {
    const member = await signUpMember(t.site, t.chatDb, 'man');
    const socket = await connect((await t.chat.login(member)).access);
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    await t.site.call('member/sign-out', {}, { token: member.siteToken });
    // The socket was checked at connect, so no session check comes for 5 s: identity's MemberSessionsEnded closed it.
    const stillOpen = new Promise((resolve) => setTimeout(() => resolve('still open'), 3_000));
    expect(await Promise.race([closed, stillOpen])).toBe('io server disconnect');
  }, 15_000);

  it('a password change closes the sockets of the other sessions at once and keeps its own', async () => {
    const member = await signUpMember(t.site, t.chatDb, 'woman');
    const other = await t.site.call<{ access_token: string }>('member/sign-in', { email: member.email, password: 'secret-1' }, { ip: nextClientAddress() });
    const otherSocket = await connect((await t.chat.login({ ...member, siteToken: other.body.result!.access_token })).access);
    const ownSocket = await connect((await t.chat.login(member)).access);
    const otherClosed = new Promise((resolve) => otherSocket.once('disconnect', resolve));
    const changed = await t.site.call(
      'user/settings/change-member-password',
      { new_password: 'secret-2', new_password_repeat: 'secret-2' },
      { token: member.siteToken },
    );
    expect(changed.body).toMatchObject({ status: true });
    const stillOpen = new Promise((resolve) => setTimeout(() => resolve('still open'), 3_000));
    expect(await Promise.race([otherClosed, stillOpen])).toBe('io server disconnect');
    // The session the change was made in goes on: its socket still acts.
    const answer = await emitAck<{ code: number }>(ownSocket, 'typing', { receiverId: '999999999', typeStatus: true });
    expect(answer.code).not.toBe(10401);
    expect(ownSocket.connected).toBe(true);
  }, 15_000);

  it('a socket lives as long as its session, not its token: it acts after the token expired, and closes when the session expires', async () => {
    const member = await signUpMember(t.site, t.chatDb, 'man');
    const { sid } = JSON.parse(Buffer.from(member.siteToken.split('.')[1]!, 'base64url').toString('utf8')) as { sid: string };
    // A chat token of three seconds (the service's own are at least 30; exp is whole seconds, so at least two are left to connect).
    const shortLived = await t.app.get(TokenSigner, { strict: false }).sign({ sub: `member:${member.id}`, sid, kind: 'chat-access' }, 3);
    const socket = await connect(shortLived);
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    // The token is gone and the recheck is due: the event is answered on its merits (nobody to type to), not with 401.
    const answer = await emitAck<{ status: boolean; code: number }>(socket, 'typing', { receiverId: '999999999', typeStatus: true });
    expect(answer.code).not.toBe(401);
    expect(answer.code).not.toBe(10401);
    expect(socket.connected).toBe(true);
    // Idle, and its session over with nothing announced (it expired): the heartbeat finds it, whatever the token's age.
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    await t.app.get<ServiceDb>(IDENTITY_DB, { strict: false }).query(`UPDATE identity.sessions SET expires_at = now() WHERE id = $1`, [sid]);
    await t.runtime.redis!.del(`identity:session:${sid}`);
    expect(await closed).toBe('io server disconnect');
  }, 25_000);
});

describe('chat between a man and a lady', () => {
  let man: ChatTestMember;
  let lady: ChatTestMember;
  let manToken: string;
  let ladyToken: string;
  let manSocket: Socket;
  let ladySocket: Socket;
  let roomId: string;

  it('lists who is online of the other sex and tells the others when someone comes and goes', async () => {
    man = await signUpMember(t.site, t.chatDb, 'man', 'Peter Brown');
    lady = await signUpMember(t.site, t.chatDb, 'woman', 'Olga Petrova');
    manToken = (await t.chat.login(man)).access;
    ladyToken = (await t.chat.login(lady)).access;
    manSocket = await connect(manToken);
    const cameOnline = nextEvent(manSocket, 'userStatusChanged', (e) => e.userId === lady.id);
    ladySocket = await connect(ladyToken);
    expect(await cameOnline).toEqual({ online: true, userId: lady.id });

    const list = await t.chat.get<{ userId: string }[]>('users', manToken);
    expect(list.body.result).toContainEqual({ userId: lady.id, fullName: 'Olga Petrova', avatarSmall: null, roomId: null });
    expect(list.body.result.map((u) => u.userId)).not.toContain(man.id);

    // Profiles hears it (MemberWentOnline): she is online there for as long as she is connected.
    const profilesDb = t.app.get<ServiceDb>(PROFILES_DB, { strict: false });
    const online = await eventually(
      () => profilesDb.query<{ forever: boolean }>(`SELECT online_until = 'infinity' AS forever FROM profiles.profiles WHERE member_id = $1`, [lady.id]),
      (rows) => rows[0]?.forever === true,
    );
    expect(online).toEqual([{ forever: true }]);

    // A second tab, then closing it: still online (counted across sockets); no offline event.
    const statuses = collect(manSocket, 'userStatusChanged');
    const secondTab = await connect(ladyToken);
    secondTab.close();
    await new Promise((r) => setTimeout(r, 300));
    expect(statuses.filter((s) => s.userId === lady.id)).toEqual([]);
    expect((await t.chat.get<{ userId: string }[]>('users', manToken)).body.result.map((u) => u.userId)).toContain(lady.id);
  });

  it('delivers a message once, acknowledged when stored, with the room sequence; a resend is the same message', async () => {
    const id = clientMessageId();
    const heard = nextEvent<ChatMessage>(ladySocket, 'sendMessage');
    const ack = await emitAck<SocketAnswer>(manSocket, 'sendMessage', { receiverId: lady.id, message: 'Hello Olga!', clientMessageId: id });
    expect(ack).toMatchObject({
      status: true,
      duplicate: false,
      message: {
        seq: 1,
        clientMessageId: id,
        sender: { userId: man.id },
        receiver: { userId: lady.id },
        message: 'Hello Olga!',
        type: 'invite',
        updateRoom: true,
      },
    });
    roomId = ack.message.roomId;
    expect(await heard).toEqual(ack.message);

    const extra = collect(ladySocket, 'sendMessage');
    const again = await emitAck<SocketAnswer>(manSocket, 'sendMessage', { roomId, message: 'Hello Olga!', clientMessageId: id });
    expect(again).toMatchObject({ status: true, duplicate: true, message: { _id: ack.message._id, seq: 1 } });
    await new Promise((r) => setTimeout(r, 200));
    expect(extra).toEqual([]);
    const [{ n }] = await t.chatDb.query<{ n: string }>(`SELECT count(*)::text AS n FROM chat_room.messages WHERE room_id = $1`, [roomId]);
    expect(n).toBe('1');
  });

  it('orders concurrent messages by a gapless sequence; her reply is a plain message', async () => {
    const reply = await emitAck<SocketAnswer>(ladySocket, 'sendMessage', { roomId, message: 'Hi Peter', clientMessageId: clientMessageId() });
    expect(reply.message).toMatchObject({ seq: 2, type: 'message', updateRoom: false });
    // Billing started with her reply (both have written); his account has no credits yet: the next line of his is refused.
    const refused = await emitAck<SocketAnswer>(manSocket, 'sendMessage', { roomId, message: 'Are you there?', clientMessageId: clientMessageId() });
    expect(refused).toMatchObject({ status: false, code: 10025 });

    // Concurrent messages are stored in shared statements: still one sequence number each, without
    // gaps, and a resend of one of them inside the same burst is that message again, not a new one.
    const ids = Array.from({ length: 8 }, () => clientMessageId());
    const burst = await Promise.all(
      [...ids, ids[5]!].map((id, i) => emitAck<SocketAnswer>(ladySocket, 'sendMessage', { roomId, message: `line ${i === 8 ? 5 : i}`, clientMessageId: id })),
    );
    const seqs = burst.slice(0, 8).map((a) => a.message.seq);
    expect([...seqs].sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(burst[8]!.message).toMatchObject({ seq: seqs[5], clientMessageId: ids[5], message: 'line 5' });
    expect([burst[5]!.duplicate, burst[8]!.duplicate].sort()).toEqual([false, true]);
  });

  it('answers the history in pages and by sequence cursor', async () => {
    const page = await t.chat.get<HistoryAnswer>(`dialog/history?roomId=${roomId}&limit=4&skip=0&sortBy=createdAt:desc`, manToken);
    expect(page.body.result).toMatchObject({
      roomId,
      pagination: { currentPage: 0, totalPages: 3, totalResults: 10, limit: 4, skip: 0, hasMore: true },
    });
    expect(page.body.result.messages.map((m) => m.seq)).toEqual([10, 9, 8, 7]);
    const next = await t.chat.get<HistoryAnswer>(`dialog/history?companionId=${lady.id}&limit=4&skip=8`, manToken);
    expect(next.body.result).toMatchObject({ roomId, pagination: { currentPage: 2, hasMore: false } });
    expect(next.body.result.messages.map((m) => m.seq)).toEqual([2, 1]);

    // A client that saw up to 6 fills its gap after a reconnect, oldest first.
    const gap = await t.chat.get<HistoryAnswer>(`dialog/history?roomId=${roomId}&after=6&limit=3`, ladyToken);
    expect(gap.body.result.messages.map((m) => m.seq)).toEqual([7, 8, 9]);
    expect(gap.body.result.pagination.hasMore).toBe(true);
    const older = await t.chat.get<HistoryAnswer>(`dialog/history?roomId=${roomId}&before=3`, ladyToken);
    expect(older.body.result.messages.map((m) => m.seq)).toEqual([2, 1]);

    expect((await t.chat.get('dialog/history?limit=4', manToken)).body).toMatchObject({
      status: false,
      code: 10001,
      desc: 'Neither roomId nor companionId provided',
    });
    expect((await t.chat.get('dialog/history?roomId=x&limit=0', manToken)).body).toMatchObject({ status: false, code: 10002 });
    // One cursor at a time; a repeated parameter is not text.
    expect((await t.chat.get(`dialog/history?roomId=${roomId}&after=1&before=5`, ladyToken)).body).toMatchObject({
      code: 10002,
      desc: 'Give either before or after, not both',
    });
    expect((await t.chat.get(`dialog/history?roomId=${roomId}&roomId=x`, ladyToken)).body).toMatchObject({
      code: 10002,
      desc: 'The roomId field must be text',
    });
    const users = await t.chat.get<{ userId: string; roomId: string | null }[]>('users', manToken);
    expect(users.body.result.find((u) => u.userId === lady.id)?.roomId).toBe(roomId);
  });

  it('never shows a room to a member outside it', async () => {
    const stranger = await signUpMember(t.site, t.chatDb, 'man');
    const token = (await t.chat.login(stranger)).access;
    expect((await t.chat.get(`dialog/history?roomId=${roomId}`, token)).body).toMatchObject({ status: false, code: 10404 });
    const socket = await connect(token);
    const ack = await emitAck<SocketAnswer>(socket, 'sendMessage', { roomId, message: 'hi', clientMessageId: clientMessageId() });
    expect(ack).toMatchObject({ status: false, code: 10404 });
    expect(await emitAck(socket, 'typing', { roomId, typeStatus: true })).toMatchObject({ status: false, code: 10404 });
  });

  it('refuses bad messages with the spec messages and changes nothing', async () => {
    const send = (payload: unknown) => emitAck<SocketAnswer>(manSocket, 'sendMessage', payload);
    expect(await send({ roomId, message: 'x'.repeat(301), clientMessageId: clientMessageId() })).toMatchObject({
      status: false,
      code: 10002,
      message: 'Message cannot contain more than 300 characters',
    });
    expect(await send({ roomId, message: 'Привет', clientMessageId: clientMessageId() })).toMatchObject({ status: false, code: 10002 });
    expect(await send({ roomId, message: 'ok' })).toMatchObject({ status: false, code: 10002 });
    expect(await send('nope')).toMatchObject({ status: false, code: 10002 });
    expect(await send({ message: 'ok', clientMessageId: clientMessageId() })).toMatchObject({ status: false, code: 10001 });
    expect(await send({ receiverId: man.id, message: 'ok', clientMessageId: clientMessageId() })).toMatchObject({ status: false });
    const [{ n }] = await t.chatDb.query<{ n: string }>(`SELECT count(*)::text AS n FROM chat_room.messages WHERE room_id = $1`, [roomId]);
    expect(n).toBe('10');
  });

  it('tells the companion who is typing', async () => {
    const typing = nextEvent(ladySocket, 'typing');
    expect(await emitAck(manSocket, 'typing', { roomId, typeStatus: true })).toMatchObject({ status: true });
    expect(await typing).toEqual({ typeStatus: true, userId: man.id, roomId });
  });

  it("a lady who ignores him ('ignore me' in profiles), or whom he ignores, gets no message from him; unblocked, the block no longer answers", async () => {
    expect((await t.site.call('block/add', { target_user_id: Number(man.id) }, { token: lady.siteToken })).body).toMatchObject({ status: true });
    const before = await t.chatDb.query<{ n: string }>(`SELECT count(*)::text AS n FROM chat_room.messages WHERE room_id = $1`, [roomId]);
    expect(await emitAck(manSocket, 'sendMessage', { roomId, message: 'Are you there?', clientMessageId: clientMessageId() })).toMatchObject({
      status: false,
      code: 10003,
      message: 'This member does not accept your messages',
    });
    expect(await t.chatDb.query(`SELECT count(*)::text AS n FROM chat_room.messages WHERE room_id = $1`, [roomId])).toEqual(before);
    // Nor does he reach her while he ignores her (blocked the other way too).
    expect((await t.site.call('block/remove', { target_user_id: Number(man.id) }, { token: lady.siteToken })).body).toMatchObject({ status: true });
    expect((await t.site.call('block/add', { target_user_id: Number(lady.id) }, { token: man.siteToken })).body).toMatchObject({ status: true });
    expect(await emitAck(manSocket, 'sendMessage', { roomId, message: 'Still there?', clientMessageId: clientMessageId() })).toMatchObject({
      status: false,
      code: 10003,
    });
    expect(await t.chatDb.query(`SELECT count(*)::text AS n FROM chat_room.messages WHERE room_id = $1`, [roomId])).toEqual(before);
    expect((await t.site.call('block/remove', { target_user_id: Number(lady.id) }, { token: man.siteToken })).body).toMatchObject({ status: true });
    // Unblocked, the block no longer answers: what stops him now is his balance (billing runs and he has no credits left).
    expect(await emitAck(manSocket, 'sendMessage', { roomId, message: 'Hello again', clientMessageId: clientMessageId() })).toMatchObject({
      status: false,
      code: 10025,
    });
  });

  it('neither sees the other online while one ignores the other (not on the list, no presence events); another man still does', async () => {
    const ignoring = await signUpMember(t.site, t.chatDb, 'woman', 'Irina Volkova');
    expect((await t.site.call('block/add', { target_user_id: Number(man.id) }, { token: ignoring.siteToken })).body).toMatchObject({ status: true });
    const other = await signUpMember(t.site, t.chatDb, 'man', 'Ivan Novak');
    const otherToken = (await t.chat.login(other)).access;
    const otherSocket = await connect(otherToken);
    const toHim = collect<{ online: boolean; userId: string }>(manSocket, 'userStatusChanged');
    const cameOnline = nextEvent(otherSocket, 'userStatusChanged', (e) => e.userId === ignoring.id && e.online === true);
    const ignoringToken = (await t.chat.login(ignoring)).access;
    const ignoringSocket = await connect(ignoringToken);
    await cameOnline;
    const online = async (token: string) => (await t.chat.get<{ userId: string }[]>('users', token)).body.result.map((u) => u.userId);
    expect(await online(manToken)).not.toContain(ignoring.id);
    expect(await online(otherToken)).toContain(ignoring.id);
    expect(await online(ignoringToken)).not.toContain(man.id);
    expect(await online(ignoringToken)).toContain(other.id);

    const wentOffline = nextEvent(otherSocket, 'userStatusChanged', (e) => e.userId === ignoring.id && e.online === false);
    ignoringSocket.close();
    await wentOffline;
    await new Promise((r) => setTimeout(r, 300));
    expect(toHim.filter((e) => e.userId === ignoring.id)).toEqual([]);

    // Unblocked, he sees her come online again.
    expect((await t.site.call('block/remove', { target_user_id: Number(man.id) }, { token: ignoring.siteToken })).body).toMatchObject({ status: true });
    const seen = nextEvent(manSocket, 'userStatusChanged', (e) => e.userId === ignoring.id && e.online === true);
    const again = await connect(ignoringToken);
    expect(await seen).toEqual({ online: true, userId: ignoring.id });
    expect(await online(manToken)).toContain(ignoring.id);
    again.close();
    otherSocket.close();
  });

  it('a process swept as dead while its sockets stayed open (PostgreSQL out of its reach) counts them in again: she is online and he can write', async () => {
    const presence = () =>
      t.chatDb.query<{ member_id: string; connections: number }>(
        `SELECT member_id, connections FROM chat_room.presence WHERE member_id = ANY($1) ORDER BY member_id`,
        [[man.id, lady.id]],
      );
    const cameBack = nextEvent(manSocket, 'userStatusChanged', (e) => e.userId === lady.id && e.online === true);
    // Another process's sweep after this one's beats stopped: every other node is past the timeout.
    const swept = await new PresenceStore(t.chatDb, randomUUID()).sweepDeadNodes(-60_000);
    expect(swept).toEqual(expect.arrayContaining([man.id, lady.id]));
    // The next beat (a third of the node timeout) finds its row gone and counts its sockets in again.
    expect(await cameBack).toEqual({ online: true, userId: lady.id });
    const back = await eventually(presence, (rows) => rows.length === 2 && rows.every((r) => r.connections === 1));
    expect(back.map((r) => r.connections)).toEqual([1, 1]);
    expect((await t.chat.get<{ userId: string }[]>('users', manToken)).body.result.map((u) => u.userId)).toContain(lady.id);
    // Their chat is billed (both wrote): with credits he writes on (not refused with 10400, the lady offline).
    const grant = { type: 'GrantCredits', grantId: randomUUID(), credits: 20, reason: 'test', staffId: 'test' } as const;
    expect(await t.app.get(LedgerService).execute({ accountId: man.id, actor: 'system:test', command: grant })).toMatchObject({ ok: true });
    expect(await emitAck(manSocket, 'sendMessage', { receiverId: lady.id, message: 'Still here?', clientMessageId: clientMessageId() })).toMatchObject({
      status: true,
    });
  });

  it('a man cannot open a chat with a lady who is offline; her going offline reaches him and profiles', async () => {
    const other = await signUpMember(t.site, t.chatDb, 'woman');
    expect(await emitAck(manSocket, 'sendMessage', { receiverId: other.id, message: 'hi', clientMessageId: clientMessageId() })).toMatchObject({
      status: false,
      code: 10400,
      message: 'The lady is offline: a chat starts only when she is online',
    });
    const wentOffline = nextEvent(manSocket, 'userStatusChanged', (e) => e.userId === lady.id);
    ladySocket.close();
    expect(await wentOffline).toEqual({ online: false, userId: lady.id });
    expect((await t.chat.get<{ userId: string }[]>('users', manToken)).body.result.map((u) => u.userId)).not.toContain(lady.id);
    const profilesDb = t.app.get<ServiceDb>(PROFILES_DB, { strict: false });
    const offline = await eventually(
      () => profilesDb.query<{ until_now: boolean }>(`SELECT online_until <= now() AS until_now FROM profiles.profiles WHERE member_id = $1`, [lady.id]),
      (rows) => rows[0]?.until_now === true,
    );
    expect(offline).toEqual([{ until_now: true }]);
  });
});

describe('typing', () => {
  it('is relayed to the companion (by room only his own), never past a block either way, with a boolean typeStatus, at its own pace', async () => {
    const [man, lady, stranger] = [
      await signUpMember(t.site, t.chatDb, 'man'),
      await signUpMember(t.site, t.chatDb, 'woman'),
      await signUpMember(t.site, t.chatDb, 'man'),
    ];
    const ladySocket = await connect((await t.chat.login(lady)).access);
    const manSocket = await connect((await t.chat.login(man)).access);
    const strangerSocket = await connect((await t.chat.login(stranger)).access);
    const heard = collect<{ typeStatus: boolean; userId: string; roomId: string }>(ladySocket, 'typing');
    const manHeard = collect(manSocket, 'typing');

    // Before his first message she sees him typing it (no room yet: roomId null).
    expect(await emitAck(manSocket, 'typing', { receiverId: lady.id, typeStatus: true })).toEqual({ status: true });
    await eventually(
      async () => heard.length,
      (n) => n === 1,
    );
    expect(heard.shift()).toEqual({ typeStatus: true, userId: man.id, roomId: null });
    const { roomId } = (await emitAck<SocketAnswer>(manSocket, 'sendMessage', { receiverId: lady.id, message: 'Hello', clientMessageId: clientMessageId() }))
      .message;
    // Another man types in no room but his own, and to nobody of his own sex.
    expect(await emitAck(strangerSocket, 'typing', { roomId, typeStatus: true })).toMatchObject({ status: false, code: 10404 });
    expect(await emitAck(strangerSocket, 'typing', { receiverId: man.id, typeStatus: true })).toMatchObject({ status: false, code: 10024 });

    // typeStatus is a boolean; the room or receiver is well formed.
    for (const typeStatus of ['yes', 1, null, undefined, {}])
      expect(await emitAck(manSocket, 'typing', { roomId, typeStatus }), JSON.stringify(typeStatus)).toMatchObject({ status: false, code: 10002 });
    expect(await emitAck(manSocket, 'typing', { roomId: [roomId], typeStatus: true })).toMatchObject({ status: false, code: 10002 });
    expect(await emitAck(manSocket, 'typing', { receiverId: -1, typeStatus: true })).toMatchObject({ status: false, code: 10002 });
    expect(await emitAck(manSocket, 'typing', { typeStatus: true })).toMatchObject({ status: false, code: 10001 });

    // Within their room, by roomId or by receiverId (numeric too): she hears it with the room.
    expect(await emitAck(manSocket, 'typing', { receiverId: lady.id, typeStatus: true })).toEqual({ status: true });
    expect(await emitAck(manSocket, 'typing', { roomId, typeStatus: false })).toEqual({ status: true });
    expect(await emitAck(manSocket, 'typing', { receiverId: Number(lady.id), typeStatus: true })).toEqual({ status: true });
    await eventually(
      async () => heard.length,
      (n) => n === 3,
    );
    expect(heard).toEqual([
      { typeStatus: true, userId: man.id, roomId },
      { typeStatus: false, userId: man.id, roomId },
      { typeStatus: true, userId: man.id, roomId },
    ]);

    // She blocks him: neither side's typing crosses the block.
    expect((await t.site.call('block/add', { target_user_id: Number(man.id) }, { token: lady.siteToken })).body).toMatchObject({ status: true });
    const blocked = { status: false, code: 10003, message: 'This member does not accept your messages' };
    expect(await emitAck(manSocket, 'typing', { roomId, typeStatus: true })).toMatchObject(blocked);
    expect(await emitAck(manSocket, 'typing', { receiverId: lady.id, typeStatus: true })).toMatchObject(blocked);
    expect(await emitAck(ladySocket, 'typing', { roomId, typeStatus: true })).toMatchObject(blocked);
    expect((await t.site.call('block/remove', { target_user_id: Number(man.id) }, { token: lady.siteToken })).body).toMatchObject({ status: true });
    await new Promise((r) => setTimeout(r, 200));
    expect(heard).toHaveLength(3);
    expect(manHeard).toEqual([]);

    // 120 typing events at once (hers: his budget went on the checks above): a burst of 20 is relayed, the rest refused with 10034.
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) => emitAck<{ status: boolean; code?: number }>(ladySocket, 'typing', { roomId, typeStatus: i % 2 === 0 })),
    );
    const accepted = answers.filter((a) => a.status).length;
    expect(accepted).toBeGreaterThanOrEqual(19);
    expect(accepted).toBeLessThan(23);
    expect(answers.filter((a) => !a.status).every((a) => a.code === 10034)).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    expect(manHeard).toHaveLength(accepted);
    // Typing has its own budget: her messages are not held back by it.
    expect(await emitAck<SocketAnswer>(ladySocket, 'sendMessage', { roomId, message: 'Hi!', clientMessageId: clientMessageId() })).toMatchObject({
      status: true,
    });
  });
});

describe('floods', () => {
  it("closes a socket that floods packets (unknown events too) while another member's chat goes on; one member's sockets are capped", async () => {
    const man = await signUpMember(t.site, t.chatDb, 'man');
    const lady = await signUpMember(t.site, t.chatDb, 'woman');
    const flooder = await signUpMember(t.site, t.chatDb, 'man');
    const manSocket = await connect((await t.chat.login(man)).access);
    const ladySocket = await connect((await t.chat.login(lady)).access);
    const flooding = await connect((await t.chat.login(flooder)).access);
    const closed = new Promise((resolve) => flooding.once('disconnect', resolve));
    for (let i = 0; i < 1_000 && flooding.connected; i++) flooding.emit('noSuchEvent', i);
    expect(await closed).toBe('io server disconnect');
    // The others' chat goes on.
    const heard = nextEvent<ChatMessage>(ladySocket, 'sendMessage');
    expect(
      await emitAck<SocketAnswer>(manSocket, 'sendMessage', { receiverId: lady.id, message: 'Still here?', clientMessageId: clientMessageId() }),
    ).toMatchObject({
      status: true,
    });
    expect(await heard).toMatchObject({ message: 'Still here?' });

    // Ten sockets of one member in this process; the eleventh is refused with 10034.
    const token = (await t.chat.login(flooder)).access;
    for (let i = 0; i < 10; i++) await connect(token);
    await expect(connectChat(t.url, token)).rejects.toMatchObject({
      data: { code: 10034, message: 'The chat is open in too many windows. Close some and try again' },
    });
  });
});

describe('sendMessage input and client message ids', () => {
  it('refuses a malformed receiverId or roomId with 10002 (only a missing one is 10001)', async () => {
    const man = await signUpMember(t.site, t.chatDb, 'man');
    const lady = await signUpMember(t.site, t.chatDb, 'woman');
    await connect((await t.chat.login(lady)).access);
    const manSocket = await connect((await t.chat.login(man)).access);
    const send = (to: Record<string, unknown>) => emitAck<SocketAnswer>(manSocket, 'sendMessage', { ...to, message: 'hi', clientMessageId: clientMessageId() });
    for (const receiverId of [-1, 1.5, 'NaN', 1e20, '12a', true, [lady.id], { id: lady.id }])
      expect(await send({ receiverId }), JSON.stringify(receiverId)).toMatchObject({ status: false, code: 10002 });
    for (const roomId of [[randomUUID()], { $ne: 1 }, 42])
      expect(await send({ roomId, receiverId: lady.id }), JSON.stringify(roomId)).toMatchObject({ status: false, code: 10002 });
    expect(await send({})).toMatchObject({ status: false, code: 10001, message: 'Neither roomId nor companionId provided' });
    // A well-formed id nobody has is still 10005; a numeric one of hers works.
    expect(await send({ receiverId: '999999999999' })).toMatchObject({ status: false, code: 10005 });
    expect(await send({ receiverId: Number(lady.id) })).toMatchObject({ status: true, duplicate: false });
  });

  it('endChat and the cam events refuse a roomId of another type with 10002 (only a missing one is 10001)', async () => {
    const man = await signUpMember(t.site, t.chatDb, 'man');
    const socket = await connect((await t.chat.login(man)).access);
    for (const event of ['endChat', 'camStart', 'camStop', 'camRequestOffer']) {
      for (const roomId of [42, [randomUUID()], { $ne: 1 }, true])
        expect(await emitAck(socket, event, { roomId }), `${event} ${JSON.stringify(roomId)}`).toMatchObject({ status: false, code: 10002 });
      expect(await emitAck(socket, event, {}), event).toMatchObject({ status: false, code: 10001, message: 'Neither roomId nor companionId provided' });
      // No payload at all, only the ack: still answered, not left waiting.
      const answer = await new Promise((resolve) => socket.emit(event, resolve));
      expect(answer, event).toMatchObject({ status: false, code: 10001 });
    }
  });

  it('refuses a clientMessageId reused for another room or text (10027); an identical resend stays a duplicate', async () => {
    const man = await signUpMember(t.site, t.chatDb, 'man');
    const [lady, other] = [await signUpMember(t.site, t.chatDb, 'woman'), await signUpMember(t.site, t.chatDb, 'woman')];
    const ladySocket = await connect((await t.chat.login(lady)).access);
    const otherSocket = await connect((await t.chat.login(other)).access);
    const manSocket = await connect((await t.chat.login(man)).access);
    const id = clientMessageId();
    const first = await emitAck<SocketAnswer>(manSocket, 'sendMessage', { receiverId: lady.id, message: 'Hello', clientMessageId: id });
    expect(first).toMatchObject({ status: true, duplicate: false });
    const { roomId } = first.message;
    const otherHeard = collect(otherSocket, 'sendMessage');
    const ladyHeard = collect(ladySocket, 'sendMessage');

    const reused = { status: false, code: 10027, message: 'clientMessageId already used for another message' };
    expect(await emitAck(manSocket, 'sendMessage', { receiverId: other.id, message: 'Hello', clientMessageId: id })).toMatchObject(reused);
    expect(await emitAck(manSocket, 'sendMessage', { receiverId: lady.id, message: 'Hello again', clientMessageId: id })).toMatchObject(reused);
    expect(await emitAck(manSocket, 'sendMessage', { roomId, message: 'Hello again', clientMessageId: id })).toMatchObject(reused);
    // Identical resends, by receiver or by room: the stored message again.
    expect(await emitAck(manSocket, 'sendMessage', { receiverId: lady.id, message: 'Hello', clientMessageId: id })).toMatchObject({
      status: true,
      duplicate: true,
      message: { _id: first.message._id },
    });
    expect(await emitAck(manSocket, 'sendMessage', { roomId, message: 'Hello', clientMessageId: id })).toMatchObject({ status: true, duplicate: true });

    // Two different messages under one new id at the same time (one statement): one is stored, the other refused.
    const fresh = clientMessageId();
    const both = await Promise.all(
      ['one', 'two'].map((text) => emitAck<SocketAnswer>(manSocket, 'sendMessage', { roomId, message: text, clientMessageId: fresh })),
    );
    expect(both.filter((a) => a.status)).toHaveLength(1);
    expect(both.filter((a) => !a.status)).toMatchObject([reused]);

    await new Promise((r) => setTimeout(r, 200));
    expect(otherHeard).toEqual([]);
    expect(ladyHeard).toHaveLength(1);
    const rows = await t.chatDb.query<{ body: string }>(`SELECT body FROM chat_room.messages WHERE sender_id = $1 ORDER BY seq`, [man.id]);
    expect(rows.map((r) => r.body)).toEqual(['Hello', both.find((a) => a.status)!.message.message]);
  });
});

describe('missed invites (GET invites)', () => {
  it("answers a member's own unanswered recent invites, 3 newest per sender, newest first, to her only", async () => {
    const lady = await signUpMember(t.site, t.chatDb, 'woman');
    const [bold, answered, stale] = await Promise.all([1, 2, 3].map(() => signUpMember(t.site, t.chatDb, 'man')));
    const ladyToken = (await t.chat.login(lady)).access;
    // Her first tab stays; the second one is away (reconnecting) while the men write.
    await connect(ladyToken);
    const away = await connect(ladyToken);
    away.close();
    const say = async (from: ChatTestMember, to: { receiverId: string } | { roomId: string }, text: string) => {
      const socket = await connect((await t.chat.login(from)).access);
      return (await emitAck<SocketAnswer>(socket, 'sendMessage', { ...to, message: text, clientMessageId: clientMessageId() })).message;
    };
    const boldSocket = await connect((await t.chat.login(bold)).access);
    const sent: ChatMessage[] = [];
    for (const text of ['one', 'two', 'three', 'four'])
      sent.push((await emitAck<SocketAnswer>(boldSocket, 'sendMessage', { receiverId: lady.id, message: text, clientMessageId: clientMessageId() })).message);
    const first = await say(answered, { receiverId: lady.id }, 'hello?');
    const ladySocket = await connect(ladyToken);
    await emitAck(ladySocket, 'sendMessage', { roomId: first.roomId, message: 'Hi!', clientMessageId: clientMessageId() });
    const old = await say(stale, { receiverId: lady.id }, 'long ago');
    await t.chatDb.query(`UPDATE chat_room.rooms SET last_message_at = now() - interval '2 days' WHERE id = $1`, [old.roomId]);
    await t.chatDb.query(`UPDATE chat_room.messages SET created_at = now() - interval '2 days' WHERE room_id = $1`, [old.roomId]);

    // Her tab comes back: the invites it missed, without the room she answered or the stale one.
    const back = await connect(ladyToken);
    const invites = await t.chat.get<ChatMessage[]>('invites', ladyToken);
    expect(invites.body).toMatchObject({ status: true });
    expect(invites.body.result.map((m) => m.message)).toEqual(['four', 'three', 'two']);
    expect(invites.body.result[0]).toEqual({ ...sent[3], isViewed: false });
    expect(invites.body.result.every((m) => m.type === 'invite' && m.receiver.userId === lady.id)).toBe(true);
    back.close();

    // Only her own: the men hear none of hers (they sent them), another lady none, a site token nothing.
    expect((await t.chat.get<ChatMessage[]>('invites', (await t.chat.login(bold)).access)).body.result).toEqual([]);
    const other = await signUpMember(t.site, t.chatDb, 'woman');
    expect((await t.chat.get<ChatMessage[]>('invites', (await t.chat.login(other)).access)).body.result).toEqual([]);
    expect((await t.chat.get('invites', lady.siteToken)).status).toBe(401);

    // Once she answers, that sender's invites are no longer news.
    await emitAck(ladySocket, 'sendMessage', { roomId: sent[0]!.roomId, message: 'Hello', clientMessageId: clientMessageId() });
    expect((await t.chat.get<ChatMessage[]>('invites', ladyToken)).body.result).toEqual([]);
  });

  it('keeps her viewed mark (viewInvites): viewed invites come back viewed, a newer one not; nobody else can mark her room', async () => {
    const lady = await signUpMember(t.site, t.chatDb, 'woman');
    const [man, otherLady] = [await signUpMember(t.site, t.chatDb, 'man'), await signUpMember(t.site, t.chatDb, 'woman')];
    const ladyToken = (await t.chat.login(lady)).access;
    const ladySocket = await connect(ladyToken);
    const manSocket = await connect((await t.chat.login(man)).access);
    const invite = async (text: string) =>
      (await emitAck<SocketAnswer>(manSocket, 'sendMessage', { receiverId: lady.id, message: text, clientMessageId: clientMessageId() })).message;
    const viewed = async () =>
      Object.fromEntries((await t.chat.get<(ChatMessage & { isViewed: boolean })[]>('invites', ladyToken)).body.result.map((m) => [m.message, m.isViewed]));
    const { roomId } = await invite('one');
    await invite('two');
    expect(await viewed()).toEqual({ one: false, two: false });

    // She opens his chat (another tab, a reload, another device: the server answers them viewed).
    expect(await emitAck(ladySocket, 'viewInvites', { companionId: man.id })).toEqual({ status: true, roomId });
    expect(await viewed()).toEqual({ one: true, two: true });
    await invite('three');
    expect(await viewed()).toEqual({ one: true, two: true, three: false });

    // Another lady cannot mark her room; the man marks only his own side; bad input is refused.
    const otherSocket = await connect((await t.chat.login(otherLady)).access);
    expect(await emitAck(otherSocket, 'viewInvites', { roomId })).toMatchObject({ status: false, code: 10404 });
    expect(await emitAck(otherSocket, 'viewInvites', { companionId: man.id })).toEqual({ status: true, roomId: null });
    expect(await emitAck(manSocket, 'viewInvites', { roomId })).toEqual({ status: true, roomId });
    expect(await emitAck(ladySocket, 'viewInvites', {})).toMatchObject({ status: false, code: 10001 });
    expect(await emitAck(ladySocket, 'viewInvites', { companionId: 'x' })).toMatchObject({ status: false, code: 10002 });
    expect(await viewed()).toEqual({ one: true, two: true, three: false });

    expect(await emitAck(ladySocket, 'viewInvites', { roomId })).toEqual({ status: true, roomId });
    expect(await viewed()).toEqual({ one: true, two: true, three: true });
  });

  it('refuses a flood of the other events (10034) before any query: a few in flight per socket, a pace per member', async () => {
    const member = await signUpMember(t.site, t.chatDb, 'man');
    const socket = await connect((await t.chat.login(member)).access);
    // Fired without waiting: at most 8 of one socket's events are handled at once.
    const burst = await Promise.all(
      Array.from({ length: 40 }, () => emitAck<{ status: boolean; code?: number }>(socket, 'viewInvites', { companionId: '999999999' })),
    );
    const refused = burst.filter((a) => a.code === 10034);
    expect(refused.length).toBeGreaterThan(0);
    // One at a time, the member's pace: a burst of 60, then refused.
    const answers: { status: boolean; code?: number }[] = [];
    for (let i = 0; i < 80; i++) answers.push(await emitAck(socket, 'endChat', { roomId: randomUUID() }));
    expect(answers.slice(-10).every((a) => a.code === 10034)).toBe(true);
    // Messages keep their own budget.
    expect((await emitAck(socket, 'typing', { receiverId: '999999999', typeStatus: true })).code).not.toBe(10034);
  });

  it('a socket whose client closes while it is being counted in is counted out: she is not left online with no socket', async () => {
    const lady = await signUpMember(t.site, t.chatDb, 'woman');
    const man = await signUpMember(t.site, t.chatDb, 'man');
    const manToken = (await t.chat.login(man)).access;
    const { access } = await t.chat.login(lady);
    // Her connect waits inside the count-in (presence held by another transaction) while she closes it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holding = t.chatDb.transaction(async (tx) => {
      await tx.query(`LOCK TABLE chat_room.presence IN EXCLUSIVE MODE`);
      locked();
      await held;
    });
    await lockTaken;
    const socket = io(t.url, { transports: ['websocket'], auth: { jwtToken: access }, reconnection: false, forceNew: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await holding;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await t.chatDb.query(`SELECT socket_id FROM chat_room.connections WHERE member_id = $1`, [lady.id])).toEqual([]);
    expect((await t.chat.get<{ userId: string }[]>('users', manToken)).body.result.map((u) => u.userId)).not.toContain(lady.id);
    const manSocket = await connect(manToken);
    expect(await emitAck(manSocket, 'sendMessage', { receiverId: lady.id, message: 'hi', clientMessageId: clientMessageId() })).toMatchObject({ code: 10400 });
  });

  it("paces a member's connections: a loop of connect and close is refused with 10034 before presence changes", async () => {
    const lady = await signUpMember(t.site, t.chatDb, 'woman');
    const man = await signUpMember(t.site, t.chatDb, 'man');
    const watcher = await connect((await t.chat.login(man)).access);
    const announced = collect<{ online: boolean; userId: string }>(watcher, 'userStatusChanged');
    const { access } = await t.chat.login(lady);
    const refusals: unknown[] = [];
    for (let i = 0; i < 30; i++) {
      try {
        (await connectChat(t.url, access)).close();
      } catch (err) {
        refusals.push((err as { data?: unknown }).data);
      }
    }
    // A burst of 20 got through; the rest were refused without touching presence.
    expect(refusals).toHaveLength(10);
    expect(refusals.every((d) => (d as { code: number }).code === 10034)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(announced.filter((e) => e.userId === lady.id && e.online).length).toBeLessThanOrEqual(20);
    // Another member connects as usual.
    expect((await connect((await t.chat.login(await signUpMember(t.site, t.chatDb, 'man'))).access)).connected).toBe(true);
  });
});

describe('hostile input', () => {
  it('answers every chat route and socket event with a refusal, never a 5xx, and stores nothing', async () => {
    const member = await signUpMember(t.site, t.chatDb, 'man');
    const { access, refresh } = await t.chat.login(member);
    const deep = JSON.stringify(Array.from({ length: 3000 }).reduce<unknown>((inner) => ({ a: inner }), 1));
    const bodies = ['{"__proto__":{"x":1}}', deep, '{"refresh_token":"a\u0000b"}', '{"refresh_token":"\ud800"}', '[1,2]', 'null', '"x"', '{"token":{"$ne":1}}'];
    for (const path of ['auth/login', 'auth/update-access-token', 'auth/refresh-tokens', 'auth/verify-token', 'auth/logout']) {
      for (const body of bodies) {
        const res = await fetch(`${t.url}/chat-api/v1/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        expect(res.status, `${path} ${body.slice(0, 40)}`).toBeLessThan(500);
        expect(res.headers.get('content-type')).toContain('application/json');
      }
    }
    for (const query of ['roomId=%00', 'roomId=%ED%A0%80', 'companionId=__proto__', 'limit=-1', 'skip=1e309', 'before=abc', 'roomId[]=1', 'sortBy[$ne]=1']) {
      const res = await fetch(`${t.url}/chat-api/v1/dialog/history?${query}`, { headers: { authorization: `Bearer ${access}` } });
      expect(res.status, query).toBeLessThan(500);
      expect([400, 404]).toContain(res.status);
    }
    const socket = await connect(access);
    for (const payload of [
      null,
      [],
      'x',
      42,
      { __proto__: { a: 1 } },
      { roomId: { $ne: 1 }, message: 'hi', clientMessageId: 'a' },
      { receiverId: 'a\u0000', message: 'hi', clientMessageId: 'b' },
    ]) {
      for (const event of ['sendMessage', 'typing', 'endChat', 'viewInvites']) {
        const answer = await emitAck<{ status: boolean; code: number }>(socket, event, payload);
        expect(answer.status, `${event} ${JSON.stringify(payload)}`).toBe(false);
        expect(answer.code).toBeLessThan(20_000);
      }
    }
    expect((await t.chat.post('auth/refresh-tokens', { refresh_token: refresh })).status).toBe(200);
    const [{ n }] = await t.chatDb.query<{ n: string }>(`SELECT count(*)::text AS n FROM chat_room.messages WHERE sender_id = $1`, [member.id]);
    expect(n).toBe('0');
  });
});

describe('hostile socket payloads', () => {
  it('refuses NUL, lone surrogates, __proto__ keys and unsafe numbers in every event with 10002 and the field, before anything is read or stored', async () => {
    const man = await signUpMember(t.site, t.chatDb, 'man');
    const lady = await signUpMember(t.site, t.chatDb, 'woman');
    const ladySocket = await connect((await t.chat.login(lady)).access);
    const manSocket = await connect((await t.chat.login(man)).access);
    const { roomId } = (await emitAck<SocketAnswer>(manSocket, 'sendMessage', { receiverId: lady.id, message: 'Hello', clientMessageId: clientMessageId() }))
      .message;
    const heard = collect(ladySocket, 'sendMessage');

    const send = (payload: unknown) => emitAck<{ status: boolean; code?: number; message?: string; details?: unknown }>(manSocket, 'sendMessage', payload);
    expect(await send({ roomId, message: 'a\u0000b', clientMessageId: clientMessageId() })).toEqual({
      status: false,
      code: 10002,
      message: 'The message field contains a NUL character',
      details: { message: ['The message field contains a NUL character'] },
    });
    expect(await send({ roomId, message: 'a\ud800b', clientMessageId: clientMessageId() })).toMatchObject({
      status: false,
      code: 10002,
      message: expect.stringContaining('The message field contains a lone UTF-16 surrogate'),
    });
    // A key named __proto__ (JSON.parse makes it an own key; socket.io sends it as such).
    const proto = JSON.parse(`{"roomId":"${roomId}","message":"hi","clientMessageId":"${clientMessageId()}","__proto__":{"isAdmin":true}}`) as unknown;
    expect(await send(proto)).toMatchObject({ status: false, code: 10002, message: 'The payload field has a __proto__ key' });
    expect(await send({ roomId, message: 'hi', clientMessageId: clientMessageId(), extra: { n: 2 ** 60 } })).toMatchObject({
      status: false,
      code: 10002,
      message: 'The extra.n field is a number out of range',
    });

    // Every event, the live cam's signals included, is checked before its handler runs.
    const events = ['sendMessage', 'typing', 'viewInvites', 'endChat', 'camStart', 'camStop', 'camRequestOffer', 'camOffer', 'camAnswer', 'camIceCandidate'];
    for (const event of events) {
      for (const payload of [
        { roomId, typeStatus: true, sdp: 'v=0\u0000' },
        { roomId, typeStatus: true, candidate: { candidate: '\udc00' } },
        { roomId: `${roomId}\u0000` },
        'a\u0000',
      ]) {
        const answer = await emitAck<{ status: boolean; code: number; message: string }>(manSocket, event, payload);
        expect(answer, `${event} ${JSON.stringify(payload)}`).toMatchObject({ status: false, code: 10002 });
        expect(answer.message).toMatch(/^The \S+ field (contains a NUL character|contains a lone UTF-16 surrogate)/);
      }
    }
    // Without an acknowledgement the refusal is the error event.
    const error = nextEvent(manSocket, 'error');
    manSocket.emit('camOffer', { roomId, sdp: 'a\u0000' });
    expect(await error).toMatchObject({ status: false, code: 10002, message: 'The sdp field contains a NUL character' });

    await new Promise((r) => setTimeout(r, 200));
    expect(heard).toEqual([]);
    const [{ n }] = await t.chatDb.query<{ n: string }>(`SELECT count(*)::text AS n FROM chat_room.messages WHERE sender_id = $1`, [man.id]);
    expect(n).toBe('1');
  });
});

describe('flood protection', () => {
  it('holds a member to a burst of 20 messages, then to a pace: the rest are refused with 10034 and not stored', async () => {
    const man = await signUpMember(t.site, t.chatDb, 'man');
    const lady = await signUpMember(t.site, t.chatDb, 'woman');
    const ladySocket = await connect((await t.chat.login(lady)).access);
    const manSocket = await connect((await t.chat.login(man)).access);
    const invite = await emitAck<SocketAnswer>(manSocket, 'sendMessage', { receiverId: lady.id, message: 'Hello', clientMessageId: clientMessageId() });
    const { roomId } = invite.message;

    // A script pasting 30 lines at once: the burst goes through, the rest waits for the pace (2 a second).
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        emitAck<SocketAnswer>(ladySocket, 'sendMessage', { roomId, message: `line ${i}`, clientMessageId: clientMessageId() }),
      ),
    );
    const accepted = answers.filter((a) => a.status);
    const refused = answers.filter((a) => !a.status);
    expect(accepted.length).toBeGreaterThanOrEqual(20);
    expect(accepted.length).toBeLessThan(23);
    expect(refused[0]).toMatchObject({ status: false, code: 10034, message: 'You are sending messages too fast. Wait a moment and try again' });
    expect(refused.every((a) => (a as { code?: number }).code === 10034)).toBe(true);
    const [{ n }] = await t.chatDb.query<{ n: string }>(`SELECT count(*)::text AS n FROM chat_room.messages WHERE sender_id = $1`, [lady.id]);
    expect(Number(n)).toBe(accepted.length);

    // Others are not held back by her flood, and she may write again once the pace allows.
    expect(await emitAck<SocketAnswer>(manSocket, 'typing', { roomId, typeStatus: true })).toMatchObject({ status: true });
    await new Promise((r) => setTimeout(r, 600));
    expect(await emitAck<SocketAnswer>(ladySocket, 'sendMessage', { roomId, message: 'still here', clientMessageId: clientMessageId() })).toMatchObject({
      status: true,
    });
  });
});

describe('site/app-chat/open-photo-for-sale', () => {
  it("follows her avatar from profiles (ProfileAvatarChanged) into the online list's avatarSmall, and its removal", async () => {
    const man = await signUpMember(t.site, t.chatDb, 'man');
    const lady = await signUpMember(t.site, t.chatDb, 'woman');
    const profilesDb = t.app.get<ServiceDb>(PROFILES_DB, { strict: false });
    await eventually(
      () => profilesDb.query(`SELECT 1 FROM profiles.profiles WHERE member_id = $1`, [lady.id]),
      (rows) => rows.length === 1,
    );
    const [photo] = await profilesDb.query<{ id: string }>(
      `INSERT INTO profiles.photos (member_id, album_type, state, storage_key, width, height, bytes) VALUES ($1, 'public', 'accepted', $2, 100, 100, 1000) RETURNING id::text AS id`,
      [lady.id, `test/${randomUUID()}`],
    );
    await connect((await t.chat.login(lady)).access);
    const manToken = (await t.chat.login(man)).access;
    const avatarOf = async () =>
      (await t.chat.get<{ userId: string; avatarSmall: string | null }[]>('users', manToken)).body.result.find((u) => u.userId === lady.id);

    const set = await t.site.call<{ avatar: string }>('member-photo/establish-avatar', { photo_id: photo!.id }, { token: lady.siteToken });
    expect(set.body.status).toBe(true);
    expect(await eventually(avatarOf, (u) => u?.avatarSmall === set.body.result!.avatar)).toMatchObject({ avatarSmall: expect.stringContaining(photo!.id) });
    // Trashing the photo drops the avatar, and the chat's card follows.
    expect((await t.site.call('member-photo/remove', { photo_id: photo!.id }, { token: lady.siteToken })).body).toMatchObject({ status: true });
    expect(await eventually(avatarOf, (u) => u?.avatarSmall === null)).toMatchObject({ userId: lady.id, avatarSmall: null });
  });

  it('sells her private photo through the ledger once, tells her photoBought, and refuses a photo of someone else', async () => {
    const man = await signUpMember(t.site, t.chatDb, 'man');
    const lady = await signUpMember(t.site, t.chatDb, 'woman');
    const ledger = t.app.get(LedgerService);
    await eventually(
      () =>
        ledger.execute({
          accountId: man.id,
          actor: 'system:test',
          command: { type: 'GrantCredits', grantId: randomUUID(), credits: 20, reason: 'test', staffId: 'test' },
        }),
      (o) => o.ok,
    );
    const profilesDb = t.app.get<ServiceDb>(PROFILES_DB, { strict: false });
    await eventually(
      () => profilesDb.query(`SELECT 1 FROM profiles.profiles WHERE member_id = $1`, [lady.id]),
      (rows) => rows.length === 1,
    );
    const [photo] = await profilesDb.query<{ id: string }>(
      `INSERT INTO profiles.photos (member_id, album_type, state, storage_key, width, height, bytes) VALUES ($1, 'private', 'accepted', $2, 100, 100, 1000) RETURNING id::text AS id`,
      [lady.id, `test/${randomUUID()}`],
    );
    const ladySocket = await connect((await t.chat.login(lady)).access);
    const bought = nextEvent(ladySocket, 'photoBought');
    const open = (target: string) =>
      t.site.call('site/app-chat/open-photo-for-sale', { photo_id: photo!.id, target_user_id: target }, { token: man.siteToken });
    const told = collect(ladySocket, 'photoBought');
    // Ten at once (a double click, a retry racing the first): one charge, one answer says it charged, one photoBought.
    const first = (await Promise.all(Array.from({ length: 10 }, () => open(lady.id)))).map((a) => a.body as { status: boolean; result: { charged: number } });
    expect(first.every((b) => b.status)).toBe(true);
    expect(first.map((b) => b.result.charged).sort((a, b) => b - a)).toEqual([5, ...Array<number>(9).fill(0)]);
    expect(await bought).toEqual({ photoId: photo!.id, buyerId: man.id });
    // A repeat charges nothing and tells her nothing again.
    expect((await open(lady.id)).body).toMatchObject({ status: true, result: { photo_id: Number(photo!.id), charged: 0 } });
    expect(
      (await t.site.call('site/app-chat/open-photo-for-sale', { photo_id: [photo!.id], target_user_id: lady.id }, { token: man.siteToken })).body,
    ).toMatchObject({
      status: false,
      code: 10002,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(told).toEqual([{ photoId: photo!.id, buyerId: man.id }]);
    expect((await open(man.id)).body).toMatchObject({ status: false, code: 10404 });
    expect((await t.site.call('site/app-chat/open-photo-for-sale', { photo_id: 'x' }, { token: man.siteToken })).body).toMatchObject({
      status: false,
      code: 10002,
    });
    // While she ignores him, another of her private photos is not sold to him: nothing charged, nothing told.
    const [another] = await profilesDb.query<{ id: string }>(
      `INSERT INTO profiles.photos (member_id, album_type, state, storage_key, width, height, bytes) VALUES ($1, 'private', 'accepted', $2, 100, 100, 1000) RETURNING id::text AS id`,
      [lady.id, `test/${randomUUID()}`],
    );
    expect((await t.site.call('block/add', { target_user_id: Number(man.id) }, { token: lady.siteToken })).body).toMatchObject({ status: true });
    expect(
      (await t.site.call('site/app-chat/open-photo-for-sale', { photo_id: another!.id, target_user_id: lady.id }, { token: man.siteToken })).body,
    ).toMatchObject({ status: false, code: 10003 });
    expect((await t.site.call('member-photo/buy-photo', { photo_id: another!.id }, { token: man.siteToken })).body).toMatchObject({
      status: false,
      code: 10003,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(told).toHaveLength(1);
    expect((await t.site.call<never>('credit/get-balance', {}, { token: man.siteToken })).body).toMatchObject({ credits: 15 });
  });
});

describe('chat-flags: anti-scam flags of chat messages', () => {
  it('flags a message carrying a phone number and a messenger handle once (not a clean one, not its resend) for site moderators only', async () => {
    const man = await signUpMember(t.site, t.chatDb, 'man', 'Flag Sender');
    const lady = await signUpMember(t.site, t.chatDb, 'woman', 'Flag Receiver');
    const manSocket = await connect((await t.chat.login(man)).access);
    await connect((await t.chat.login(lady)).access);
    const opened = await emitAck<SocketAnswer>(manSocket, 'sendMessage', { receiverId: lady.id, message: 'Hello there', clientMessageId: clientMessageId() });
    const roomId = opened.message.roomId;
    // Sent together (one batch statement, usually): the flagged one, a clean one, and the flagged one's resend.
    const id = clientMessageId();
    const text = 'Call me on +1 555 123 4567 or WhatsApp';
    const [flagged, clean, resend] = await Promise.all([
      emitAck<SocketAnswer>(manSocket, 'sendMessage', { roomId, message: text, clientMessageId: id }),
      emitAck<SocketAnswer>(manSocket, 'sendMessage', { roomId, message: 'Have a nice day', clientMessageId: clientMessageId() }),
      emitAck<SocketAnswer>(manSocket, 'sendMessage', { roomId, message: text, clientMessageId: id }),
    ]);
    expect([flagged.status, clean.status, resend.status, resend.message._id]).toEqual([true, true, true, flagged.message._id]);
    expect((await emitAck<SocketAnswer>(manSocket, 'sendMessage', { roomId, message: text, clientMessageId: id })).duplicate).toBe(true);
    // Flags are written after the ack, off the send's path.
    const stored = await eventually(
      () => t.chatDb.query<{ message_id: string }>(`SELECT message_id FROM chat_room.message_flags WHERE room_id = $1`, [roomId]),
      (rows) => rows.length > 0,
    );
    await new Promise((r) => setTimeout(r, 200));
    expect((await t.chatDb.query(`SELECT message_id FROM chat_room.message_flags WHERE room_id = $1`, [roomId])).length).toBe(1);
    expect(stored).toEqual([{ message_id: flagged.message._id }]);

    const identity = { db: t.app.get<ServiceDb>(IDENTITY_DB, { strict: false }), app: t.app, site: t.site } as unknown as IdentityTestApp;
    const moderator = await signInNewStaff(identity, 'site_moderator');
    const bySender = (filter: Record<string, unknown>) => `chat-flags?filter=${encodeURIComponent(JSON.stringify({ sender_id: man.id, ...filter }))}`;
    const list = await t.site.admin<Record<string, unknown>[]>('GET', bySender({}), { token: moderator.token });
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toBe('chat-flags 0-0/1');
    const record = {
      id: flagged.message._id,
      room_id: roomId,
      sender_id: man.id,
      sender_name: 'Flag Sender',
      receiver_id: lady.id,
      receiver_name: 'Flag Receiver',
      reasons: ['phone', 'messenger'],
      excerpt: text,
      flagged_at: expect.any(String),
    };
    expect(list.body).toEqual([record]);
    expect((await t.site.admin('GET', bySender({ reason: 'messenger' }), { token: moderator.token })).body).toEqual([record]);
    expect((await t.site.admin('GET', bySender({ reason: 'email' }), { token: moderator.token })).body).toEqual([]);
    expect((await t.site.admin('GET', bySender({ reason: 'e' }), { token: moderator.token })).status).toBe(400);
    expect((await t.site.admin('GET', `chat-flags/${flagged.message._id}`, { token: moderator.token })).body).toEqual(record);
    expect((await t.site.admin('GET', `chat-flags/${clean.message._id}`, { token: moderator.token })).status).toBe(404);

    const agencyModerator = await signInNewStaff(identity, 'agency_moderator');
    expect((await t.site.admin('GET', 'chat-flags', { token: agencyModerator.token })).status).toBe(403);
    expect((await t.site.admin('GET', 'chat-flags', { token: man.siteToken })).status).toBe(401);
  });
});

describe('socket_notification', () => {
  it('tells a member at once of a wink, a visit and a favorites invite aimed at her, with the sender and his name; the sender hears nothing', async () => {
    const man = await signUpMember(t.site, t.chatDb, 'man', 'Wink Tom');
    const lady = await signUpMember(t.site, t.chatDb, 'woman', 'Vera Notes');
    const ladySocket = await connect((await t.chat.login(lady)).access);
    const manSocket = await connect((await t.chat.login(man)).access);
    const heardByMan = collect<{ type: string }>(manSocket, 'socket_notification');
    const as = (who: ChatTestMember) => ({ token: who.siteToken });

    const wink = nextEvent(ladySocket, 'socket_notification', (n) => n.type === 'wink');
    // Her profile opens in profiles a moment after sign-up (MemberRegistered): until then the wink has no target.
    await eventually(
      () => t.site.call('kiss/make-kiss', { target_user_id: Number(lady.id) }, as(man)),
      (res) => res.body.status === true,
    );
    expect(await wink).toEqual({ type: 'wink', userId: man.id, fullName: 'Wink Tom', message: 'Wink Tom winked at you' });

    const visit = nextEvent(ladySocket, 'socket_notification', (n) => n.type === 'visitor');
    expect((await t.site.call('profile/load', { target_user_id: Number(lady.id) }, as(man))).body.status).toBe(true);
    expect(await visit).toMatchObject({ type: 'visitor', userId: man.id, message: 'Wink Tom visited your profile' });

    const invite = nextEvent(manSocket, 'socket_notification', (n) => n.type === 'invite');
    expect((await t.site.call('favorite/add', { favorite_user_id: Number(man.id) }, as(lady))).body.status).toBe(true);
    expect(await invite).toMatchObject({ type: 'invite', userId: lady.id, fullName: 'Vera Notes', message: 'Vera Notes invites you to her favorites' });
    expect(heardByMan.map((n) => n.type)).toEqual(['invite']);
  });
});

describe('chat and bans', () => {
  it('a banned member leaves the online lists and the invites, nothing reaches him, and the unban brings him back', async () => {
    const man = await signUpMember(t.site, t.chatDb, 'man', 'Bob Banned');
    const lady = await signUpMember(t.site, t.chatDb, 'woman', 'Olga Stays');
    const ladyToken = (await t.chat.login(lady)).access;
    const ladySocket = await connect(ladyToken);
    const manSocket = await connect((await t.chat.login(man)).access);
    const invite = await emitAck<SocketAnswer>(manSocket, 'sendMessage', { receiverId: lady.id, message: 'Hello Olga', clientMessageId: clientMessageId() });
    expect(invite.status).toBe(true);
    const roomId = invite.message.roomId;
    const invitesFrom = async () => (await t.chat.get<ChatMessage[]>('invites', ladyToken)).body.result.filter((m) => m.sender.userId === man.id);
    const online = async () => (await t.chat.get<{ userId: string }[]>('users', ladyToken)).body.result.map((u) => u.userId);
    expect(await invitesFrom()).toHaveLength(1);
    expect(await online()).toContain(man.id);

    const identity = { db: t.app.get<ServiceDb>(IDENTITY_DB, { strict: false }), app: t.app, site: t.site } as unknown as IdentityTestApp;
    const moderator = await signInNewStaff(identity, 'site_moderator');
    const ban = (banned: boolean) =>
      t.site.admin('PUT', `members/${man.id}`, { token: moderator.token, body: banned ? { banned, ban_reason: 'Scam' } : { banned } });
    const closed = new Promise((resolve) => manSocket.once('disconnect', resolve));
    expect((await ban(true)).status).toBe(200);
    expect(await closed).toBe('io server disconnect');
    const bannedInChat = () => t.chatDb.query(`SELECT 1 FROM chat_room.members WHERE member_id = $1 AND banned_at IS NOT NULL`, [man.id]);
    await eventually(bannedInChat, (rows) => rows.length === 1);
    // Even were a socket of his still counted somewhere, he is in no list.
    await t.chatDb.query(`UPDATE chat_room.presence SET connections = 1 WHERE member_id = $1`, [man.id]);
    expect(await online()).not.toContain(man.id);
    expect(await invitesFrom()).toEqual([]);
    const refused = await emitAck<SocketAnswer>(ladySocket, 'sendMessage', { roomId, message: 'Are you there?', clientMessageId: clientMessageId() });
    expect(refused).toMatchObject({ status: false, code: 10005 });
    await t.chatDb.query(`UPDATE chat_room.presence SET connections = 0 WHERE member_id = $1`, [man.id]);

    expect((await ban(false)).status).toBe(200);
    await eventually(bannedInChat, (rows) => rows.length === 0);
    expect(await invitesFrom()).toHaveLength(1);
    const answered = await emitAck<SocketAnswer>(ladySocket, 'sendMessage', { roomId, message: 'Welcome back', clientMessageId: clientMessageId() });
    expect(answered.status).toBe(true);
  });
});
