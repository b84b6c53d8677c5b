import type { Reaction } from '@dating/platform';
import { on, sqlOf } from '@dating/platform';
import { MemberWentOfflineEvent, MemberWentOnlineEvent } from '@dating/chat-room/contracts';
import { SqlPresence } from '../infrastructure/presence.js';

/**
 * The chat's presence is the member's presence: online while a chat socket is open anywhere
 * (MemberWentOnline), then the activity window after the last one closed (MemberWentOffline).
 * Events of one member arrive in order (keyed by her id); each is applied once (the inbox).
 */
export function presenceWhenChatConnectionChanged(): Reaction[] {
  return [
    on(MemberWentOnlineEvent, async (event, _envelope, manager) => {
      await new SqlPresence(sqlOf(manager)).wentOnline(event.memberId, new Date(Number(event.atMs)));
    }),
    on(MemberWentOfflineEvent, async (event, _envelope, manager) => {
      await new SqlPresence(sqlOf(manager)).wentOffline(event.memberId, new Date(Number(event.atMs)));
    }),
  ];
}
