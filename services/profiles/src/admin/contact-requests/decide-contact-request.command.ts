import { Command } from '@nestjs/cqrs';
import type { StaffActor } from '@dating/platform';
import type { ContactDecision } from '../../domain/contact-requests.js';

/** `POST /admin-api/contact-requests/:id/decision` `{ decision, reason? }`: one moderation step of a contact request. */
export class DecideContactRequestCommand extends Command<Record<string, unknown>> {
  constructor(
    readonly requestId: string,
    readonly decision: ContactDecision,
    readonly reason: unknown,
    readonly actor: StaffActor,
    readonly agencyId: string | null,
  ) {
    super();
  }
}
