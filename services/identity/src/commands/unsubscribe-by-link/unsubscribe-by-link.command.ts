import { Command } from '@nestjs/cqrs';
import type { UnsubscribeScope } from '../../domain/unsubscribe-link.js';

/** A member e-mail's unsubscribe link was followed (a click on the site, or the mail client's one-click). */
export class UnsubscribeByLinkCommand extends Command<{ scope: UnsubscribeScope }> {
  constructor(readonly token: unknown) {
    super();
  }
}
