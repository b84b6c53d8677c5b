import { Command } from '@nestjs/cqrs';
import type { StaffActor } from '@dating/platform';

/** An admin ends a staff session (`DELETE /admin-api/staff-sessions/:id`); answers the session record. */
export class RevokeStaffSessionCommand extends Command<Record<string, unknown>> {
  constructor(
    readonly sessionId: string,
    readonly actor: StaffActor,
  ) {
    super();
  }
}
