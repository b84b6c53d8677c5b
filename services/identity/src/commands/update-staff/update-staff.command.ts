import { Command } from '@nestjs/cqrs';
import type { StaffActor } from '@dating/platform';
import type { StaffChange } from '../../domain/staff-changes.js';

/**
 * An admin changes a back-office account: `PUT /admin-api/staff/:id` (name, role, agency_id,
 * disabled, totp_enrolled: false) or `DELETE /admin-api/staff/:id` (disables). Answers the record.
 */
export class UpdateStaffCommand extends Command<Record<string, unknown>> {
  constructor(
    readonly staffId: string,
    readonly change: StaffChange,
    readonly actor: StaffActor,
  ) {
    super();
  }
}
