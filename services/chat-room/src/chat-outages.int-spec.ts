import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { DataSource } from 'typeorm';
import { openServiceDatabase, ServiceDb, type Sql, sqlOf } from '@dating/platform';
import { createTestDatabase, eventually, OwnRedisServer, PostgresProxy, SiteClient } from '@dating/platform/testing';
import { BILLING_MIGRATIONS, BILLING_SCHEMA, LedgerService, verifyLedger } from '@dating/billing-ledger';
import { CHAT_SCHEMA } from './chat-room.tokens.js';
import { CHAT_MIGRATIONS } from './infrastructure/migrations/index.js';
import type { ChatMessage } from './infrastructure/messages.js';
import { ChatProcess } from './testing/chat-process.js';
import { ChatApi, type ChatTestMember, clientMessageId, connectChat, emitAck, nextEvent, signUpMember } from './testing/index.js';

// Outages of Redis under two chat processes (testing/chat-worker.ts) sharing one PostgreSQL database
// and a Redis of the test's own (never the machine's shared one): the processes stay up, billing
// goes on while Redis is away (one capture per minute, none twice), and once it is back messages
// cross between the processes again.

type Answer = { status: boolean; code?: number; message: ChatMessage };

/**
 * One describe's outage rig: a database of its own (the processes reach it through a
 * PostgresProxy when `proxy`), a Redis of its own when `redis` (never the machine's shared one),
 * two chat processes on them (`env`, for a third), pools for the test's own reads, and the
 * sockets to close at the end. Fields are set once the describe's beforeAll ran.
 */
interface Outage {
  database: { url: string; drop(): Promise<void> };
  redis?: OwnRedisServer;
  proxy?: PostgresProxy;
  env: Record<string, string>;
  one: ChatProcess;
  two: ChatProcess;
  chat: DataSource;
  chatDb: Sql;
  billing: DataSource;
  sockets: Socket[];
}

/** Registers the describe's set-up and tear-down of its rig; answers the rig. */
function twoChatProcesses(name: string, options: { redis?: boolean; proxy?: boolean } = {}): Outage {
  const t = { sockets: [] as Socket[] } as Outage;
  beforeAll(async () => {
    t.database = await createTestDatabase(name);
    if (options.redis) t.redis = await OwnRedisServer.start();
    if (options.proxy) t.proxy = await PostgresProxy.start(t.database.url);
    t.env = { CHAT_WORKER_DB: t.proxy?.url ?? t.database.url, ...(t.redis ? { CHAT_WORKER_REDIS: t.redis.url } : {}), CHAT_WORKER_GRACE_MS: '60000' };
    t.one = await ChatProcess.start(t.env);
    t.two = await ChatProcess.start(t.env);
    t.chat = await openServiceDatabase({ url: t.database.url, embedded: false, schema: CHAT_SCHEMA, migrations: CHAT_MIGRATIONS, poolSize: 2 });
    t.billing = await openServiceDatabase({ url: t.database.url, embedded: false, schema: BILLING_SCHEMA, migrations: BILLING_MIGRATIONS, poolSize: 2 });
    t.chatDb = sqlOf(t.chat);
  }, 180_000);
  afterAll(async () => {
    t.sockets.forEach((s) => s.close());
    await Promise.all([t.one?.stop('SIGKILL'), t.two?.stop('SIGKILL')]);
    await Promise.all([t.chat?.destroy(), t.billing?.destroy()]);
    await t.proxy?.close();
    await t.redis?.close();
    await t.database?.drop();
  });
  return t;
}

const expectBothAlive = ({ one, two }: Outage) => expect(one.alive && two.alive, `a process died:\n${one.output}\n${two.output}`).toBe(true);

/** A man on process one with `credits` and a lady on process two, in a chat billed from her reply. */
async function billedChat({ one, two, chatDb, billing, sockets }: Outage, credits: number) {
  const man = await signUpMember(new SiteClient(one.url), chatDb as ServiceDb, 'man');
  const lady = await signUpMember(new SiteClient(two.url), chatDb as ServiceDb, 'woman');
  const ledger = new LedgerService(sqlOf(billing));
  await eventually(
    () =>
      ledger.execute({
        accountId: man.id,
        actor: 'system:test',
        command: { type: 'GrantCredits', grantId: randomUUID(), credits, reason: 'test', staffId: 'test' },
      }),
    (o) => o.ok,
  );
  const manSocket = await connectChat(one.url, (await new ChatApi(one.url).login(man)).access);
  const ladySocket = await connectChat(two.url, (await new ChatApi(two.url).login(lady)).access);
  sockets.push(manSocket, ladySocket);
  const hello = await emitAck<Answer>(manSocket, 'sendMessage', { receiverId: lady.id, message: 'Hello', clientMessageId: clientMessageId() });
  const roomId = hello.message.roomId;
  await emitAck(ladySocket, 'sendMessage', { roomId, message: 'Hi', clientMessageId: clientMessageId() });
  return { man, lady, manSocket, ladySocket, roomId };
}

/** Minutes charged so far in the room's billing session. */
const minutesIn = async (chatDb: Sql, roomId: string) =>
  (await chatDb.query<{ minutes_charged: number }>(`SELECT minutes_charged FROM chat_room.billing_sessions WHERE room_id = $1`, [roomId]))[0]
    ?.minutes_charged ?? 0;

/** The room's billing session: one capture per minute charged, his account charged for exactly those, the books balanced. */
async function expectBilledOnce({ chatDb, billing }: Outage, man: ChatTestMember, roomId: string, credits: number) {
  const [session] = await chatDb.query<{ id: string; minutes_charged: number; started_at: Date; stopped_at: Date | null }>(
    `SELECT id, minutes_charged, started_at, stopped_at FROM chat_room.billing_sessions WHERE room_id = $1`,
    [roomId],
  );
  const captures = await billing.query(`SELECT charge_id FROM billing.charges WHERE reference LIKE $1`, [`chat:${session!.id}:%`]);
  expect(captures).toHaveLength(session!.minutes_charged);
  const [account] = await billing.query(`SELECT posted::int AS posted, held::int AS held FROM billing.accounts WHERE id = $1`, [man.id]);
  expect(account).toEqual({ posted: credits - session!.minutes_charged, held: 0 });
  expect((await verifyLedger(sqlOf(billing))).mismatches).toEqual([]);
  return session!;
}

/** No outbox row left unpublished: events flow again through the relays. */
async function expectOutboxesDrained({ chat }: Outage, timeoutMs: number) {
  for (const schema of ['identity', 'billing', 'chat_room']) {
    await eventually(
      () => chat.query(`SELECT count(*)::int AS n FROM "${schema}".outbox WHERE published_at IS NULL`),
      (rows) => rows[0].n === 0,
      timeoutMs,
    );
  }
}

describe('two chat processes while their Redis goes away and comes back', () => {
  const t = twoChatProcesses('chat_outage', { redis: true });

  async function connect(url: string, token: string): Promise<Socket> {
    const socket = await connectChat(url, token);
    t.sockets.push(socket);
    return socket;
  }

  async function billedPair(credits: number): Promise<{ man: ChatTestMember; manSocket: Socket; ladySocket: Socket; roomId: string }> {
    const chat = await billedChat(t, credits);
    ladies.set(chat.roomId, chat.lady);
    return chat;
  }

  /** The lady of a room, as a member the chat API can sign in. */
  const ladies = new Map<string, ChatTestMember>();
  const ladyOf = async (roomId: string) => ladies.get(roomId)!;

  const minutesOf = (roomId: string) => minutesIn(t.chatDb, roomId);

  it('a killed Redis: both processes stay up, billing goes on, and messages cross again once it is back', async () => {
    const { man, manSocket, ladySocket, roomId } = await billedPair(500);
    await eventually(
      () => minutesOf(roomId),
      (m) => m >= 1,
      10_000,
    );

    await t.redis!.kill();
    // Traffic while Redis is away: messages on both processes (their fan-out goes through Redis).
    for (let i = 0; i < 5; i++) {
      await emitAck(manSocket, 'sendMessage', { roomId, message: `while away ${i}`, clientMessageId: clientMessageId() }).catch(() => undefined);
      await emitAck(ladySocket, 'sendMessage', { roomId, message: `reply ${i}`, clientMessageId: clientMessageId() }).catch(() => undefined);
      await sleep(500);
    }
    const before = await minutesOf(roomId);
    await sleep(3_000);
    expectBothAlive(t);
    expect(await minutesOf(roomId)).toBeGreaterThan(before);

    await t.redis!.start();
    await sleep(2_000);
    expectBothAlive(t);
    const heard = nextEvent<ChatMessage>(ladySocket, 'sendMessage', (m) => m.message === 'Back again', 10_000);
    const sent = await eventually(
      () => emitAck<Answer>(manSocket, 'sendMessage', { roomId, message: 'Back again', clientMessageId: clientMessageId() }),
      (a) => a.status,
      10_000,
    );
    expect(sent.status).toBe(true);
    expect(await heard).toMatchObject({ message: 'Back again' });
    const after = await minutesOf(roomId);
    await eventually(
      () => minutesOf(roomId),
      (m) => m >= after + 2,
      10_000,
    );

    expect(await emitAck(manSocket, 'endChat', { roomId })).toMatchObject({ status: true, ended: true });
    await expectBilledOnce(t, man, roomId, 500);
  }, 120_000);

  it('a Redis that stops answering (a partition, a stalled server): requests answer within seconds and billing goes on', async () => {
    const { man, manSocket, ladySocket, roomId } = await billedPair(500);
    await eventually(
      () => minutesOf(roomId),
      (m) => m >= 1,
      10_000,
    );
    const before = await minutesOf(roomId);
    t.redis!.freeze();
    try {
      await sleep(500);
      // A chat sign-in checks his site session (identity's Redis cache, then PostgreSQL).
      const asked = Date.now();
      const login = await Promise.race([new ChatApi(t.one.url).login(man).then(() => 'answered'), sleep(8_000).then(() => 'hung')]);
      expect(login).toBe('answered');
      expect(Date.now() - asked).toBeLessThan(6_000);
      // The ticker's timers do not answer: it scans PostgreSQL instead, and the minutes go on.
      await sleep(4_000);
      expect(await minutesOf(roomId)).toBeGreaterThanOrEqual(before + 2);
    } finally {
      t.redis!.thaw();
    }
    expectBothAlive(t);
    const heard = nextEvent<ChatMessage>(ladySocket, 'sendMessage', (m) => m.message === 'Thawed', 10_000);
    await emitAck(manSocket, 'sendMessage', { roomId, message: 'Thawed', clientMessageId: clientMessageId() });
    expect(await heard).toMatchObject({ message: 'Thawed' });
    expect(await emitAck(manSocket, 'endChat', { roomId })).toMatchObject({ status: true, ended: true });
    await expectBilledOnce(t, man, roomId, 500);
  }, 120_000);

  it('a process started while Redis is away subscribes once it is back: messages from the other process reach it', async () => {
    const { manSocket, ladySocket, roomId } = await billedPair(500);
    await t.redis!.kill();
    const three = await ChatProcess.start(t.env);
    try {
      await sleep(1_500);
      await t.redis!.start();
      const ladyToken = (await new ChatApi(three.url).login(await ladyOf(roomId))).access;
      const ladyOnThree = await connect(three.url, ladyToken);
      ladySocket.close();
      await sleep(1_000);
      const heard = nextEvent<ChatMessage>(ladyOnThree, 'sendMessage', (m) => m.message === 'To the newcomer', 10_000);
      await emitAck(manSocket, 'sendMessage', { roomId, message: 'To the newcomer', clientMessageId: clientMessageId() });
      expect(await heard).toMatchObject({ message: 'To the newcomer' });
      expect(three.alive && t.one.alive, `a process died:\n${three.output}\n${t.one.output}`).toBe(true);
    } finally {
      await three.stop('SIGKILL');
    }
  }, 150_000);

  it('a SIGKILL of a process with Redis timers: another takes its sockets and the minutes go on, each captured once', async () => {
    const { man, manSocket, roomId } = await billedPair(500);
    await eventually(
      () => minutesOf(roomId),
      (m) => m >= 2,
      10_000,
    );
    await t.two.stop('SIGKILL');
    const three = await ChatProcess.start(t.env);
    try {
      const ladyOnThree = await connect(three.url, (await new ChatApi(three.url).login(await ladyOf(roomId))).access);
      const now = await minutesOf(roomId);
      await eventually(
        () => minutesOf(roomId),
        (m) => m >= now + 3,
        15_000,
      );
      const heard = nextEvent<ChatMessage>(ladyOnThree, 'sendMessage', (m) => m.message === 'Still billed', 10_000);
      await emitAck(manSocket, 'sendMessage', { roomId, message: 'Still billed', clientMessageId: clientMessageId() });
      expect(await heard).toMatchObject({ message: 'Still billed' });
      expect(await emitAck(manSocket, 'endChat', { roomId })).toMatchObject({ status: true, ended: true });
      await expectBilledOnce(t, man, roomId, 500);
    } finally {
      await three.stop('SIGKILL');
    }
  }, 150_000);
});

describe('two chat processes while PostgreSQL drops their connections', () => {
  const t = twoChatProcesses('chat_pgkill');

  /** Ends every connection to this test's database but the one asking (never another database's). */
  async function terminateAll(): Promise<number> {
    const name = new URL(t.database.url).pathname.slice(1);
    const runner = t.chat.createQueryRunner();
    try {
      const rows = await runner.query(
        `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [name],
      );
      return rows[0].n;
    } finally {
      await runner.release();
    }
  }

  it('the processes stay up, each minute is captured once, messages answered as sent are stored, and events flow again', async () => {
    const { man, manSocket, ladySocket, roomId } = await billedChat(t, 500);
    const minutes = () => minutesIn(t.chatDb, roomId);
    await eventually(minutes, (m) => m >= 1, 10_000);

    // Messages go on while every connection is cut again and again.
    const acked: string[] = [];
    let cuts = 0;
    const sending = (async () => {
      for (let i = 0; i < 30; i++) {
        const text = `through the cuts ${i}`;
        const answer = await emitAck<Answer>(i % 2 ? ladySocket : manSocket, 'sendMessage', {
          roomId,
          message: text,
          clientMessageId: clientMessageId(),
        }).catch(() => null);
        if (answer?.status) acked.push(text);
        await sleep(200);
      }
    })();
    for (let i = 0; i < 8; i++) {
      cuts += await eventually(
        () => terminateAll().catch(() => 0),
        () => true,
      );
      await sleep(700);
    }
    await sending;
    expect(cuts).toBeGreaterThan(0);
    expectBothAlive(t);

    // Every message answered as sent is stored.
    const stored = await eventually(
      () => t.chatDb.query<{ message: string }>(`SELECT body AS message FROM chat_room.messages WHERE room_id = $1`, [roomId]),
      (rows) => rows.length > 0,
    );
    const texts = new Set(stored.map((r) => r.message));
    expect(acked.filter((text) => !texts.has(text))).toEqual([]);
    expect(acked.length).toBeGreaterThan(0);

    // Billing goes on, and a new member's registration (identity's outbox, the relay, the chat's inbox) reaches the chat.
    const now = await minutes();
    await eventually(minutes, (m) => m >= now + 2, 15_000);
    await signUpMember(new SiteClient(t.two.url), t.chatDb as ServiceDb, 'woman');
    expect(await emitAck(manSocket, 'endChat', { roomId })).toMatchObject({ status: true, ended: true });

    await expectBilledOnce(t, man, roomId, 500);
    await expectOutboxesDrained(t, 10_000);
  }, 180_000);
});

describe('two chat processes while their PostgreSQL is away for a while', () => {
  const t = twoChatProcesses('chat_pgaway', { proxy: true });

  it('answers within seconds while it is away, stays up, and once it is back bills every minute once and serves again', async () => {
    const { man, manSocket, roomId } = await billedChat(t, 500);
    const minutes = () => minutesIn(t.chatDb, roomId);
    await eventually(minutes, (m) => m >= 1, 10_000);

    t.proxy!.down();
    // While it is away: a message is refused (not answered as sent), within seconds, and a Site API request answers with the envelope.
    const asked = Date.now();
    const during = await emitAck<Answer>(manSocket, 'sendMessage', { roomId, message: 'while away', clientMessageId: clientMessageId() }, 20_000).catch(
      (err: Error) => ({ status: 'no answer', err: err.message }),
    );
    expect(during).toMatchObject({ status: false });
    expect(Date.now() - asked).toBeLessThan(15_000);
    const site = await fetch(`${t.one.url}/api/user/settings/get-all`, {
      method: 'POST',
      headers: { authorization: `Bearer ${man.siteToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(site.status).toBeGreaterThanOrEqual(500);
    expect(await site.json()).toMatchObject({ status: false });
    await sleep(6_000);
    expectBothAlive(t);

    t.proxy!.up();
    const after = await eventually(
      () =>
        emitAck<Answer>(manSocket, 'sendMessage', { roomId, message: 'Back', clientMessageId: clientMessageId() }).catch(() => ({ status: false }) as Answer),
      (a) => a.status,
      20_000,
    );
    expect(after, JSON.stringify(after)).toMatchObject({ status: true });
    const now = await minutes();
    await eventually(minutes, (m) => m >= now + 2, 20_000);
    await signUpMember(new SiteClient(t.two.url), t.chatDb as ServiceDb, 'woman');
    expect(await emitAck(manSocket, 'endChat', { roomId })).toMatchObject({ status: true, ended: true });

    const session = await expectBilledOnce(t, man, roomId, 500);
    // Every minute billed once, none lost: the minutes charged are the minutes it ran.
    const elapsed = (new Date(session.stopped_at!).getTime() - new Date(session.started_at).getTime()) / 1_000;
    expect(session.minutes_charged).toBeLessThanOrEqual(Math.ceil(elapsed));
    expect(session.minutes_charged).toBeGreaterThanOrEqual(Math.floor(elapsed) - 1);
    await expectOutboxesDrained(t, 15_000);
  }, 180_000);
});
