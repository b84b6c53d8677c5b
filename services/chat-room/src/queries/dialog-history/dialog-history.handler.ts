import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ServiceDb } from '@dating/platform';
import { CHAT_DB } from '../../chat-room.tokens.js';
import { ChatError } from '../../domain/chat-errors.js';
import { MESSAGE_COLUMNS, type MessageRow, toChatMessage } from '../../infrastructure/messages.js';
import { ownRoom, pairOf, type Room, roomOfPair } from '../../infrastructure/rooms.js';
import { type DialogHistory, DialogHistoryQuery } from './dialog-history.query.js';

/**
 * A room's messages, the caller's rooms only. Offset pages (limit, skip, createdAt order) as the
 * member site pages them, or a cursor by the room's sequence (`before`, `after`) that does not
 * shift when new messages arrive: `after` is how a reconnecting client fills its gap.
 */
@QueryHandler(DialogHistoryQuery)
export class DialogHistoryHandler implements IQueryHandler<DialogHistoryQuery> {
  constructor(@Inject(CHAT_DB) private readonly db: ServiceDb) {}

  async execute({ member, request }: DialogHistoryQuery): Promise<DialogHistory> {
    let room: Room | null;
    if (request.roomId) room = await ownRoom(this.db, request.roomId, member.id);
    else if (request.companionId) room = await roomOfPair(this.db, await pairOf(this.db, member, request.companionId));
    else throw new ChatError('CHAT.NO_ROOM_OR_COMPANION');

    const { limit, skip } = request;
    if (!room) return { messages: [], pagination: { currentPage: 0, totalPages: 0, totalResults: 0, limit, skip, hasMore: false }, roomId: null };

    const [{ total } = { total: '0' }] = await this.db.query<{ total: string }>(`SELECT count(*)::text AS total FROM chat_room.messages WHERE room_id = $1`, [
      room.id,
    ]);
    const totalResults = Number(total);
    let rows: MessageRow[];
    let hasMore: boolean;
    if (request.after !== undefined || request.before !== undefined) {
      const after = request.after !== undefined;
      rows = await this.db.query<MessageRow>(
        `SELECT ${MESSAGE_COLUMNS} FROM chat_room.messages WHERE room_id = $1 AND seq ${after ? '>' : '<'} $2 ORDER BY seq ${after ? 'ASC' : 'DESC'} LIMIT $3`,
        [room.id, after ? request.after : request.before, limit + 1],
      );
      hasMore = rows.length > limit;
      rows = rows.slice(0, limit);
    } else {
      rows = await this.db.query<MessageRow>(
        `SELECT ${MESSAGE_COLUMNS} FROM chat_room.messages WHERE room_id = $1 ORDER BY seq ${request.order === 'asc' ? 'ASC' : 'DESC'} LIMIT $2 OFFSET $3`,
        [room.id, limit, skip],
      );
      hasMore = skip + rows.length < totalResults;
    }
    return {
      messages: rows.map(toChatMessage),
      pagination: { currentPage: Math.floor(skip / limit), totalPages: Math.ceil(totalResults / limit), totalResults, limit, skip, hasMore },
      roomId: room.id,
    };
  }
}
