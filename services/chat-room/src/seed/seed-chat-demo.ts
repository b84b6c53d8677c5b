import type { INestApplicationContext } from '@nestjs/common';
import type { ServiceDb } from '@dating/platform';
import { CHAT_DB } from '../chat-room.tokens.js';
import { PresenceStore } from '../infrastructure/presence.store.js';

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
  const db = app.get<ServiceDb>(CHAT_DB, { strict: false });
  await db.query(`INSERT INTO chat_room.nodes (id, seen_at) VALUES ($1, 'infinity') ON CONFLICT (id) DO UPDATE SET seen_at = 'infinity'`, [DEMO_PRESENCE_NODE]);
  await new PresenceStore(db, DEMO_PRESENCE_NODE).connectedMany(memberIds.map((memberId) => ({ memberId, socketId: `demo:${memberId}` })));
}
