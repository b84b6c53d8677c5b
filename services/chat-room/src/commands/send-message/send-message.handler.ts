import { Inject } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ServiceDb } from '@dating/platform';
import { ChatBilling } from '../../billing/chat-billing.js';
import { CHAT_BLOCKS, type ChatBlocks } from '../../contracts/chat-blocks.port.js';
import { CHAT_DB } from '../../chat-room.tokens.js';
import { ChatError } from '../../domain/chat-errors.js';
import { chatMessageViolation, isClientMessageId } from '../../domain/message-rules.js';
import { type ChatMessage, MESSAGE_COLUMNS, type MessageRow, messageByClientId, toChatMessage } from '../../infrastructure/messages.js';
import { PresenceStore } from '../../infrastructure/presence.store.js';
import { companionIn, openRoom, ownRoom, pairOf, type Room } from '../../infrastructure/rooms.js';
import { SendMessageCommand } from './send-message.command.js';
import { changedRows } from '../../infrastructure/changed-rows.js';

/**
 * Stores a message with the room's next sequence number. The room row's lock orders concurrent
 * senders, so sequence order is commit order. The same client message id from the same sender is
 * the same message: it is answered again, never stored or delivered twice. A man writes only to a
 * lady who is online (a chat starts only then), and once both have written he writes only while
 * billing runs (ChatBilling). A member who ignores the sender ('ignore me', profiles' block list
 * through CHAT_BLOCKS) gets nothing from him.
 */
@CommandHandler(SendMessageCommand)
export class SendMessageHandler implements ICommandHandler<SendMessageCommand> {
  constructor(
    @Inject(CHAT_DB) private readonly db: ServiceDb,
    @Inject(PresenceStore) private readonly presence: PresenceStore,
    @Inject(ChatBilling) private readonly billing: ChatBilling,
    @Inject(ModuleRef) private readonly modules: ModuleRef,
  ) {}

  private blocksPort: ChatBlocks | null | undefined;

  /** Profiles' block list where the app hosts it; none blocks nobody. */
  private blocks(): ChatBlocks | null {
    if (this.blocksPort === undefined) {
      try {
        this.blocksPort = this.modules.get<ChatBlocks>(CHAT_BLOCKS, { strict: false });
      } catch {
        this.blocksPort = null;
      }
    }
    return this.blocksPort;
  }

  async execute({ sender, input }: SendMessageCommand): Promise<{ message: ChatMessage; duplicate: boolean }> {
    const violation = chatMessageViolation(input.message);
    if (violation) throw new ChatError('CHAT.INVALID_MESSAGE', violation);
    if (!isClientMessageId(input.clientMessageId))
      throw new ChatError('CHAT.INVALID', 'The clientMessageId field is required (1 to 64 letters, digits, - _ : .)');
    const clientMessageId = input.clientMessageId;
    const text = input.message as string;

    const earlier = await messageByClientId(this.db, sender.id, clientMessageId);
    if (earlier) return { message: earlier, duplicate: true };

    const room = await this.roomFor(sender, input);
    const womanId = 'woman_id' in room ? room.woman_id : room.womanId;
    const manId = 'man_id' in room ? room.man_id : room.manId;
    if (await this.blocks()?.isBlocked(sender.id, sender.id === manId ? womanId : manId)) throw new ChatError('CHAT.BLOCKED');
    if (sender.userType === 'man') {
      if (!(await this.presence.isOnline(womanId))) throw new ChatError('CHAT.LADY_OFFLINE');
    }
    const opened = 'id' in room ? { ...room, created: false } : await openRoom(this.db, room);
    const session = await this.billing.sessionOf(opened.id);
    if (sender.userType === 'man') await this.billing.beforeManWrites(session);

    const receiverId = companionIn(opened, sender.id);
    let stored: ChatMessage;
    try {
      stored = await this.db.transaction(async (tx) => {
        // The room row's lock orders senders; its flags say whether the receiver ever wrote (an invite until then).
        const senderWrote = sender.id === opened.man_id ? 'man_wrote' : 'woman_wrote';
        const receiverWrote = sender.id === opened.man_id ? 'woman_wrote' : 'man_wrote';
        const [seq] = await tx.query<{ last_seq: string; answered: boolean }>(
          changedRows(`UPDATE chat_room.rooms SET last_seq = last_seq + 1, last_message_at = now(), ${senderWrote} = true WHERE id = $1
           RETURNING last_seq, ${receiverWrote} AS answered`),
          [opened.id],
        );
        const [row] = await tx.query<MessageRow>(
          `INSERT INTO chat_room.messages (room_id, seq, sender_id, receiver_id, client_message_id, type, body)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${MESSAGE_COLUMNS}`,
          [opened.id, seq!.last_seq, sender.id, receiverId, clientMessageId, seq!.answered ? 'message' : 'invite', text],
        );
        return toChatMessage(row!);
      });
    } catch (err) {
      // The same client id raced in from another socket: that one was stored, this is its resend.
      const raced = await messageByClientId(this.db, sender.id, clientMessageId);
      if (raced) return { message: raced, duplicate: true };
      throw err;
    }
    await this.billing.afterMessage(opened, sender, session);
    return { message: stored, duplicate: false };
  }

  private async roomFor(sender: SendMessageCommand['sender'], input: SendMessageCommand['input']): Promise<Room | { manId: string; womanId: string }> {
    if (typeof input.roomId === 'string' && input.roomId) return ownRoom(this.db, input.roomId, sender.id);
    if (typeof input.receiverId === 'string' || typeof input.receiverId === 'number') {
      const pair = await pairOf(this.db, sender, String(input.receiverId));
      const [room] = await this.db.query<Room>(`SELECT id, man_id, woman_id FROM chat_room.rooms WHERE man_id = $1 AND woman_id = $2`, [
        pair.manId,
        pair.womanId,
      ]);
      return room ?? pair;
    }
    throw new ChatError('CHAT.NO_ROOM_OR_COMPANION');
  }
}
