import { Command } from '@nestjs/cqrs';
import type { MemberPrincipal } from '@dating/platform';
import type { ChatMessage } from '../../infrastructure/messages.js';

export interface SendMessageInput {
  /** The room, or the companion for a first message. */
  roomId?: unknown;
  receiverId?: unknown;
  message?: unknown;
  clientMessageId?: unknown;
}

/** socket `sendMessage`: stored once per client message id; acknowledged once stored. */
export class SendMessageCommand extends Command<{ message: ChatMessage; duplicate: boolean }> {
  constructor(
    readonly sender: MemberPrincipal,
    readonly input: SendMessageInput,
  ) {
    super();
  }
}
