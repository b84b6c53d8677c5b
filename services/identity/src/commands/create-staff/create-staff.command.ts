import { Command } from '@nestjs/cqrs';
import type { StaffActor, StaffRole } from '@dating/platform';

/** An admin creates a back-office account (`POST /admin-api/staff`); answers the staff record. */
export class CreateStaffCommand extends Command<Record<string, unknown>> {
  constructor(
    readonly input: { email: string; name: string; role: StaffRole; agencyId: string | null; password: string },
    readonly actor: StaffActor,
  ) {
    super();
  }
}
