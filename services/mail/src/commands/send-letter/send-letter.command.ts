import { Command } from '@nestjs/cqrs';
import type { UserType } from '@dating/platform';
import type { LetterView } from '../../infrastructure/letters.js';

export type SentLetter = LetterView & { charged: number };

/** A member sends a letter (letter/send-letter) or answers one (letter/reply-on-letter: `replyToId`). */
export class SendLetterCommand extends Command<SentLetter> {
  constructor(
    readonly senderId: string,
    readonly senderType: UserType,
    readonly to: { recipientId: string } | { replyToId: string },
    readonly subject: string | undefined,
    readonly message: string,
    readonly photoIds: string[],
    readonly clientLetterId: string | undefined,
  ) {
    super();
  }
}
