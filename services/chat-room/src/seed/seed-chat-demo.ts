import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { awaitMembers, type MemberPrincipal, type ServiceDb } from '@dating/platform';
import { openSessionOf } from '../billing/billing-sessions.js';
import { startedMinuteFreeMs } from '../domain/billing-clock.js';
import { ChatBilling } from '../billing/chat-billing.js';
import { CHAT_DB } from '../chat-room.tokens.js';
import { SendMessageCommand } from '../commands/send-message/send-message.command.js';
import { PresenceStore } from '../infrastructure/presence.store.js';
import { roomOfPair } from '../infrastructure/rooms.js';

/** The demo's standing "process": its heartbeat never ages, so no chat process sweeps its connections. */
export const DEMO_PRESENCE_NODE = '00000000-0000-4000-8000-00000000de00';

/**
 * Keeps the demo's online members connected, as if each had a tab open: one standing connection
 * apiece on the demo node, counted by the presence store like a socket (so MemberWentOnline
 * reaches profiles once). Chat's online list, the search's online badge and "a chat starts only
 * when she is online" then agree. Nobody answers on those connections: a man may write to such a
 * lady, and as she never replies, billing never starts. Idempotent: a connection is counted once.
 */
export async function seedChatPresenceDemo(app: INestApplicationContext, memberIds: string[]): Promise<void> {
  const presence = await demoPresence(app.get<ServiceDb>(CHAT_DB, { strict: false }));
  await presence.connectedMany(memberIds.map((memberId) => ({ memberId, socketId: `demo:${memberId}` })));
}

/** The demo node's presence store, the node made (with a heartbeat that never ages) if it is not there yet. */
async function demoPresence(db: ServiceDb): Promise<PresenceStore> {
  await db.query(`INSERT INTO chat_room.nodes (id, seen_at) VALUES ($1, 'infinity') ON CONFLICT (id) DO UPDATE SET seen_at = 'infinity'`, [DEMO_PRESENCE_NODE]);
  return new PresenceStore(db, DEMO_PRESENCE_NODE);
}

/** A demo chat that has ended: who wrote what, in order, and how many whole minutes were billed. Ids are member ids. */
export interface DemoChat {
  manId: string;
  ladyId: string;
  lines: { from: 'man' | 'lady'; text: string }[];
  minutes: number;
}

/**
 * Seeds a finished, billed chat through the service's own paths: each line goes through the send
 * path (so her first reply starts billing and holds his first minute through the ledger port), then
 * the session is dated back by `minutes` whole minutes and a moment (its messages spread over that
 * time) and the man ends it, so the billing settles those minutes with its usual keys and stops.
 * The lady must be online (a chat starts only then). The client message ids are fixed and a room
 * whose session has stopped is left as it is, so a restart charges nothing again. The service
 * knows members from MemberRegistered events, so this waits for them briefly.
 */
export async function seedChatDemo(app: INestApplicationContext, chat: DemoChat, timeoutMs = 60_000): Promise<void> {
  const db = app.get<ServiceDb>(CHAT_DB, { strict: false });
  await awaitMembers(db, 'chat_room.members', [chat.manId, chat.ladyId], 'the demo chat', timeoutMs);
  const pair = { manId: chat.manId, womanId: chat.ladyId };
  const earlier = await roomOfPair(db, pair);
  if (earlier && (await db.query(`SELECT 1 FROM chat_room.billing_sessions WHERE room_id = $1 AND state = 'stopped'`, [earlier.id])).length) return;

  // He is in the chat while it runs (billing starts only while both are connected): a connection
  // of his on the demo node, given up once the chat has ended.
  const presence = await demoPresence(db);
  await presence.connectedMany([{ memberId: chat.manId, socketId: `demo-chat:${chat.manId}` }]);
  try {
    await chatAndEnd(app, db, chat, pair);
  } finally {
    await presence.disconnectedMany([`demo-chat:${chat.manId}`]);
  }
}

async function chatAndEnd(app: INestApplicationContext, db: ServiceDb, chat: DemoChat, pair: { manId: string; womanId: string }): Promise<void> {
  const commands = app.get(CommandBus);
  const man: MemberPrincipal = { kind: 'member', id: chat.manId, sessionId: 'demo', userType: 'man' };
  const lady: MemberPrincipal = { kind: 'member', id: chat.ladyId, sessionId: 'demo', userType: 'woman' };
  for (const [i, line] of chat.lines.entries()) {
    const [sender, receiverId] = line.from === 'man' ? [man, chat.ladyId] : [lady, chat.manId];
    await commands.execute(new SendMessageCommand(sender, { receiverId, message: line.text, clientMessageId: `demo-chat-${i + 1}` }));
  }
  const room = await roomOfPair(db, pair);
  const session = room && (await openSessionOf(db, room.id));
  if (!room || session?.state !== 'active') throw new Error('the demo chat did not start billing');
  // The chat began `minutes` whole minutes ago and a moment (within the part of a started minute
  // that is free when a chat ends); its lines are spread over that time.
  const span = session.minute_ms * chat.minutes + Math.floor(startedMinuteFreeMs(session.minute_ms) / 2);
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE chat_room.billing_sessions SET started_at = now() - ($2 * interval '1 millisecond'), created_at = now() - ($2 * interval '1 millisecond')
       WHERE id = $1`,
      [session.id, span],
    );
    await tx.query(
      `UPDATE chat_room.messages m SET created_at = now() - ((last.seq - m.seq) * $2 * interval '1 millisecond')
       FROM (SELECT max(seq) AS seq FROM chat_room.messages WHERE room_id = $1) last WHERE m.room_id = $1`,
      [room.id, Math.floor(span / Math.max(1, chat.lines.length - 1))],
    );
  });
  if (!(await app.get(ChatBilling).end(room.id, chat.manId))) throw new Error('the demo chat could not be ended');
}
