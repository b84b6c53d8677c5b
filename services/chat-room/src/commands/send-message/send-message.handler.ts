import { Inject } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { blockedEitherWay, Coalescer, type ServiceDb } from '@dating/platform';
import { ChatBilling } from '../../billing/chat-billing.js';
import { CHAT_BLOCKS, type ChatBlocks } from '../../contracts/chat-blocks.port.js';
import { CHAT_DB } from '../../chat-room.tokens.js';
import { ChatError } from '../../domain/chat-errors.js';
import { chatMessageViolation, isClientMessageId } from '../../domain/message-rules.js';
import { type ChatMessage, messageByClientId } from '../../infrastructure/messages.js';
import { MessageFlagger } from '../../infrastructure/message-flags.js';
import { optionalPort } from '../../infrastructure/optional-port.js';
import { companionIn, isUuid, openRoom, type Room, roomOrReceiver } from '../../infrastructure/rooms.js';
import { MessageBatcher } from './message-batcher.js';
import { readSendContexts, type SendContext, type SendContextQuery } from './send-context.js';
import { SendMessageCommand } from './send-message.command.js';

/**
 * Stores a message with the room's next sequence number. The room row's lock orders concurrent
 * senders, so sequence order is commit order. The same client message id from the same sender is
 * the same message: it is answered again, never stored or delivered twice; the same id for another
 * room or text is refused (10027), not answered with the old message. A man writes only to a
 * lady who is online (a chat starts only then), and once both have written he writes only while
 * billing runs (ChatBilling). A member who ignores the sender ('ignore me', profiles' block list
 * through CHAT_BLOCKS) gets nothing from him.
 */
@CommandHandler(SendMessageCommand)
export class SendMessageHandler implements ICommandHandler<SendMessageCommand> {
  constructor(
    @Inject(CHAT_DB) private readonly db: ServiceDb,
    @Inject(ChatBilling) private readonly billing: ChatBilling,
    @Inject(ModuleRef) modules: ModuleRef,
  ) {
    this.blocks = optionalPort<ChatBlocks>(modules, CHAT_BLOCKS);
    // The two hot statements run as named prepared statements on the pool (planned once per connection).
    // After a flush, its newly stored messages are checked for contact details (anti-scam flags, off the ack's path).
    const flags = new MessageFlagger(db);
    this.batcher = new MessageBatcher(db.prepared, (stored) => flags.flag(stored));
    this.contexts = new Coalescer((queries: SendContextQuery[]) => readSendContexts(db.prepared, queries), 128, 2, true);
  }

  /** Concurrent messages read what they need together (one statement for many). */
  private readonly contexts: Coalescer<SendContextQuery, SendContext>;

  /** Concurrent messages are stored together, each acknowledged once its statement committed. */
  private readonly batcher: MessageBatcher;

  /** Profiles' block list where the app hosts it; none blocks nobody. */
  private readonly blocks: () => ChatBlocks | null;

  async execute({ sender, input }: SendMessageCommand): Promise<{ message: ChatMessage; duplicate: boolean }> {
    const violation = chatMessageViolation(input.message);
    if (violation) throw new ChatError('CHAT.INVALID_MESSAGE', violation);
    if (!isClientMessageId(input.clientMessageId))
      throw new ChatError('CHAT.INVALID', 'The clientMessageId field is required (1 to 64 letters, digits, - _ : .)');
    const clientMessageId = input.clientMessageId;
    const text = input.message as string;

    // A field of the wrong type (an array roomId, a receiverId of -1 or 1.5) is 10002; neither field 10001.
    const { roomId: named, receiverId: companionId } = roomOrReceiver(input);
    if (named !== null && !isUuid(named)) throw new ChatError('CHAT.ROOM_NOT_FOUND');
    const pair =
      companionId === null ? null : sender.userType === 'man' ? { manId: sender.id, womanId: companionId } : { manId: companionId, womanId: sender.id };
    // One round trip reads the dedupe, the room, the companion, the lady's presence and the session.
    const context = await this.contexts.submit({ senderId: sender.id, clientMessageId, roomId: named, companionId, pair });
    if (context.earlier) {
      // An identical resend (to the room named, or to the same receiver) is the stored message again.
      const sameTarget = named !== null ? context.earlier.roomId === named : context.earlier.receiver.userId === companionId;
      if (!sameTarget || context.earlier.message !== text) throw new ChatError('CHAT.CLIENT_ID_REUSED');
      return { message: context.earlier, duplicate: true };
    }

    if (named !== null && !context.room) throw new ChatError('CHAT.ROOM_NOT_FOUND');
    if (companionId !== null) {
      if (!context.companionType || companionId === sender.id) throw new ChatError('CHAT.COMPANION_NOT_FOUND');
      if (context.companionType === sender.userType) throw new ChatError('CHAT.SAME_SEX');
    }
    // A banned companion is gone for everyone else, as in profiles and mail.
    if (context.companionBanned) throw new ChatError('CHAT.COMPANION_NOT_FOUND');
    const room: Room | { manId: string; womanId: string } = context.room ?? pair!;
    const womanId = 'woman_id' in room ? room.woman_id : room.womanId;
    const manId = 'man_id' in room ? room.man_id : room.manId;
    // A block either way stops the message, as it stops typing: she ignores him, or he ignores her and could not read her answer.
    const companion = sender.id === manId ? womanId : manId;
    const blocks = this.blocks();
    if (blocks && (await blockedEitherWay(blocks, sender.id, companion))) throw new ChatError('CHAT.BLOCKED');
    if (sender.userType === 'man' && !context.womanOnline) throw new ChatError('CHAT.LADY_OFFLINE');
    const opened = 'id' in room ? room : await openRoom(this.db, room);
    // A room just opened has no session yet; a known room's was read above.
    const session = 'id' in room ? context.session : await this.billing.sessionOf(opened.id);
    if (sender.userType === 'man') await this.billing.beforeManWrites(opened, session);

    let stored: { message: ChatMessage; duplicate: boolean };
    try {
      stored = await this.batcher.store({ room: opened, senderId: sender.id, receiverId: companionIn(opened, sender.id), clientMessageId, text });
    } catch (err) {
      // The same client id raced in from another socket: that one was stored, this is its resend.
      const raced = await messageByClientId(this.db, sender.id, clientMessageId);
      if (!raced) throw err;
      stored = { message: raced, duplicate: true };
    }
    // A duplicate found while storing (same batch, or raced in after the read above) must be this very message too.
    if (stored.duplicate && (stored.message.roomId !== opened.id || stored.message.message !== text)) throw new ChatError('CHAT.CLIENT_ID_REUSED');
    if (!stored.duplicate) await this.billing.afterMessage(opened, sender, session);
    return stored;
  }
}
