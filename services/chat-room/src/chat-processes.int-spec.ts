import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { DataSource } from 'typeorm';
import { openServiceDatabase, ServiceDb, type Sql, sqlOf } from '@dating/platform';
import { createTestDatabase, eventually, SiteClient, TEST_REDIS_URL } from '@dating/platform/testing';
import { BILLING_MIGRATIONS, BILLING_SCHEMA, LedgerService, verifyLedger } from '@dating/billing-ledger';
import { CHAT_SCHEMA } from './chat-room.tokens.js';
import { CHAT_MIGRATIONS } from './infrastructure/migrations/index.js';
import type { ChatMessage } from './infrastructure/messages.js';
import { ChatProcess } from './testing/chat-process.js';
import { ChatApi, type ChatTestMember, clientMessageId, collect, connectChat, emitAck, nextEvent, signUpMember } from './testing/index.js';

// Chat processes as separate Node processes (testing/chat-worker.ts) on one PostgreSQL database:
// a billed session survives a SIGKILL of its process, and with Redis two processes deliver to each
// other's sockets and count presence together.

type Billing = { roomId: string; minutes: number };
type Answer = { status: boolean; code?: number; message: ChatMessage };

const processes: ChatProcess[] = [];
const sockets: Socket[] = [];
const sources: DataSource[] = [];
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await Promise.all(processes.map((p) => p.stop('SIGKILL')));
  await Promise.all(sources.map((s) => s.destroy()));
});

async function open(url: string, schema: string, migrations: typeof CHAT_MIGRATIONS): Promise<DataSource> {
  const source = await openServiceDatabase({ url, embedded: false, schema, migrations, poolSize: 3 });
  sources.push(source);
  return source;
}

async function connect(url: string, token: string): Promise<Socket> {
  const socket = await connectChat(url, token);
  sockets.push(socket);
  return socket;
}

describe('a billed chat across a SIGKILL of its process', () => {
  let database: { url: string; drop(): Promise<void> };
  beforeAll(async () => {
    database = await createTestDatabase('chat_crash');
  });
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop('SIGKILL')));
    await database.drop();
  });

  it('charges each whole minute once: none twice, none lost while no process ran', async () => {
    const first = await ChatProcess.start({ CHAT_WORKER_DB: database.url });
    processes.push(first);
    const chatDb = sqlOf(await open(database.url, CHAT_SCHEMA, CHAT_MIGRATIONS));
    const billingSource = await open(database.url, BILLING_SCHEMA, BILLING_MIGRATIONS);
    const ledger = new LedgerService(sqlOf(billingSource));

    const site = new SiteClient(first.url);
    const man = await signUpMember(site, chatDb as ServiceDb, 'man');
    const lady = await signUpMember(site, chatDb as ServiceDb, 'woman');
    await eventually(
      () =>
        ledger.execute({
          accountId: man.id,
          actor: 'system:test',
          command: { type: 'GrantCredits', grantId: randomUUID(), credits: 100, reason: 'test', staffId: 'test' },
        }),
      (o) => o.ok,
    );
    const api = new ChatApi(first.url);
    const manToken = (await api.login(man)).access;
    const ladyToken = (await api.login(lady)).access;
    let manSocket = await connect(first.url, manToken);
    let ladySocket = await connect(first.url, ladyToken);
    const hello = await emitAck<Answer>(manSocket, 'sendMessage', { receiverId: lady.id, message: 'Hello', clientMessageId: clientMessageId() });
    const roomId = hello.message.roomId;
    const started = nextEvent<Billing>(manSocket, 'billingStarted');
    await emitAck(ladySocket, 'sendMessage', { roomId, message: 'Hi', clientMessageId: clientMessageId() });
    await started;

    const minutes = () => chatDb.query<{ minutes_charged: number }>(`SELECT minutes_charged FROM chat_room.billing_sessions WHERE room_id = $1`, [roomId]);
    await eventually(minutes, (rows) => rows[0]!.minutes_charged >= 2, 10_000);
    await first.stop('SIGKILL');
    manSocket.close();
    ladySocket.close();
    // Nobody runs the chat for a while: those minutes are still his to pay.
    await sleep(1_500);

    const second = await ChatProcess.start({ CHAT_WORKER_DB: database.url });
    processes.push(second);
    manSocket = await connect(second.url, manToken);
    ladySocket = await connect(second.url, ladyToken);
    const charged = await eventually(minutes, (rows) => rows[0]!.minutes_charged >= 6, 15_000);
    expect(charged[0]!.minutes_charged).toBeGreaterThanOrEqual(6);
    expect(await emitAck(manSocket, 'endChat', { roomId })).toMatchObject({ status: true, ended: true });

    const [session] = await chatDb.query<{ id: string; started_at: Date; stopped_at: Date; minutes_charged: number; credits_charged: string }>(
      `SELECT id, started_at, stopped_at, minutes_charged, credits_charged::text FROM chat_room.billing_sessions WHERE room_id = $1`,
      [roomId],
    );
    // Every whole minute, and the one in progress when he ended the chat (a started minute is paid).
    const elapsed = (new Date(session!.stopped_at).getTime() - new Date(session!.started_at).getTime()) / 1_000;
    expect(session!.minutes_charged).toBeLessThanOrEqual(Math.ceil(elapsed));
    expect(session!.minutes_charged).toBeGreaterThanOrEqual(Math.floor(elapsed) - 1);
    expect(Number(session!.credits_charged)).toBe(session!.minutes_charged);

    // The ledger agrees: one capture per minute, each once, nothing left held, the books balance.
    const captures = await billingSource.query(`SELECT charge_id, amount::int AS amount FROM billing.charges WHERE reference LIKE $1`, [
      `chat:${session!.id}:%`,
    ]);
    expect(captures).toHaveLength(session!.minutes_charged);
    const [account] = await billingSource.query(`SELECT posted::int AS posted, held::int AS held FROM billing.accounts WHERE id = $1`, [man.id]);
    expect(account).toEqual({ posted: 100 - session!.minutes_charged, held: 0 });
    expect((await verifyLedger(sqlOf(billingSource))).mismatches).toEqual([]);
    await second.stop();
  });
});

describe('two chat processes with the Redis adapter', () => {
  let database: { url: string; drop(): Promise<void> };
  let one: ChatProcess;
  let two: ChatProcess;
  let chatDb: Sql;
  beforeAll(async () => {
    database = await createTestDatabase('chat_redis');
    one = await ChatProcess.start({ CHAT_WORKER_DB: database.url, CHAT_WORKER_REDIS: TEST_REDIS_URL });
    two = await ChatProcess.start({ CHAT_WORKER_DB: database.url, CHAT_WORKER_REDIS: TEST_REDIS_URL });
    processes.push(one, two);
    chatDb = sqlOf(await open(database.url, CHAT_SCHEMA, CHAT_MIGRATIONS));
  });
  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await database.drop();
  });

  it('delivers a message from a socket on one process to a socket on the other, and counts presence across both', async () => {
    const man: ChatTestMember = await signUpMember(new SiteClient(one.url), chatDb as ServiceDb, 'man');
    const lady: ChatTestMember = await signUpMember(new SiteClient(two.url), chatDb as ServiceDb, 'woman');
    const manSocket = await connect(one.url, (await new ChatApi(one.url).login(man)).access);
    const ladyToken = (await new ChatApi(two.url).login(lady)).access;
    const online = nextEvent(manSocket, 'userStatusChanged', (e) => e.userId === lady.id);
    const ladyOnTwo = await connect(two.url, ladyToken);
    expect(await online).toEqual({ online: true, userId: lady.id });

    const heard = nextEvent<ChatMessage>(ladyOnTwo, 'sendMessage');
    const ack = await emitAck<Answer>(manSocket, 'sendMessage', { receiverId: lady.id, message: 'Across processes', clientMessageId: clientMessageId() });
    expect(ack.status).toBe(true);
    expect(await heard).toMatchObject({ _id: ack.message._id, message: 'Across processes', seq: 1 });

    // Her second tab sits on the other process; closing the first keeps her online for him.
    const ladyOnOne = await connect(one.url, ladyToken);
    const statuses = collect<{ userId: string; online: boolean }>(manSocket, 'userStatusChanged');
    ladyOnTwo.close();
    await sleep(400);
    expect(statuses.filter((s) => s.userId === lady.id)).toEqual([]);
    const reply = nextEvent<ChatMessage>(manSocket, 'sendMessage');
    await emitAck(ladyOnOne, 'sendMessage', { roomId: ack.message.roomId, message: 'Still here', clientMessageId: clientMessageId() });
    expect(await reply).toMatchObject({ message: 'Still here', seq: 2 });
    const offline = nextEvent(manSocket, 'userStatusChanged', (e) => e.userId === lady.id);
    ladyOnOne.close();
    expect(await offline).toEqual({ online: false, userId: lady.id });
  });
});
