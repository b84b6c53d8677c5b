import { randomUUID } from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { ServiceDb } from '@dating/platform';
import { eventually, startTestApp, useTestApp } from '@dating/platform/testing';
import { BillingLedgerModule, LedgerService } from '@dating/billing-ledger';
import { IdentityModule } from '@dating/identity';
import { ChatRoomModule } from './chat-room.module.js';
import { CHAT_DB } from './chat-room.tokens.js';
import type { ChatMessage } from './infrastructure/messages.js';
import { ChatApi, clientMessageId, connectChat, emitAck, nextEvent, signUpMember } from './testing/index.js';

/** The embedded default (PGlite, one session, no advisory locks): a billed chat end to end. */
const t = useTestApp(async () => {
  const app = await startTestApp({
    embedded: true,
    imports: [IdentityModule.register(), BillingLedgerModule.register(), ChatRoomModule.register({ billingMinuteMs: 1_000, tickMs: 100 })],
  });
  return Object.assign(app, { chatDb: app.app.get<ServiceDb>(CHAT_DB, { strict: false }), chat: new ChatApi(app.url), ledger: app.app.get(LedgerService) });
});

const sockets: Socket[] = [];
afterAll(() => sockets.forEach((s) => s.close()));

it('chats and bills a minute on PGlite', async () => {
  const man = await signUpMember(t.site, t.chatDb, 'man');
  const lady = await signUpMember(t.site, t.chatDb, 'woman');
  await eventually(
    () =>
      t.ledger.execute({
        accountId: man.id,
        actor: 'system:test',
        command: { type: 'GrantCredits', grantId: randomUUID(), credits: 5, reason: 'test', staffId: 'test' },
      }),
    (o) => o.ok,
  );
  const manSocket = await connectChat(t.url, (await t.chat.login(man)).access);
  const ladySocket = await connectChat(t.url, (await t.chat.login(lady)).access);
  sockets.push(manSocket, ladySocket);
  const heard = nextEvent<ChatMessage>(ladySocket, 'sendMessage');
  const first = await emitAck<{ status: boolean; message: ChatMessage }>(manSocket, 'sendMessage', {
    receiverId: lady.id,
    message: 'Hello',
    clientMessageId: clientMessageId(),
  });
  expect(await heard).toMatchObject({ _id: first.message._id, seq: 1 });
  const update = nextEvent<{ minutes: number; credits: number }>(manSocket, 'billingUpdate', () => true, 5_000);
  await emitAck(ladySocket, 'sendMessage', { roomId: first.message.roomId, message: 'Hi', clientMessageId: clientMessageId() });
  expect(await update).toMatchObject({ minutes: 1, credits: 3 });
  const stopped = nextEvent<{ reason: string }>(ladySocket, 'billingStopped');
  expect(await emitAck(manSocket, 'endChat', { roomId: first.message.roomId })).toMatchObject({ status: true, ended: true });
  expect(await stopped).toMatchObject({ reason: 'ended' });
});
