import { Command } from '@nestjs/cqrs';
import type { ClientInfo } from '../../domain/client.js';
import type { FeedbackInput } from './send-feedback.handler.js';

/** A contact-us or unsubscribe message from the public forms; answers the text to show. */
export class SendFeedbackCommand extends Command<string> {
  constructor(
    readonly input: FeedbackInput,
    readonly client: ClientInfo,
  ) {
    super();
  }
}
