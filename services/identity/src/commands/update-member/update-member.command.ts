import { Command } from '@nestjs/cqrs';
import type { StaffActor } from '@dating/platform';

/** A moderator bans or unbans a member, an admin sets a woman's agency (`PUT /admin-api/members/:id`); answers the member record. */
export class UpdateMemberCommand extends Command<Record<string, unknown>> {
  constructor(
    readonly memberId: string,
    readonly banned: boolean | undefined,
    readonly banReason: string | null | undefined,
    readonly actor: StaffActor,
    readonly agencyId: string | null | undefined = undefined,
  ) {
    super();
  }
}
