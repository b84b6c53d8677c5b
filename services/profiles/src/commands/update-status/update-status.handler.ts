import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ServiceDb } from '@dating/platform';
import { ProfilesError } from '../../domain/profile-errors.js';
import { updateProfile } from '../../infrastructure/profile.writer.js';
import { PROFILES_DB } from '../../profiles.tokens.js';
import { UpdateStatusCommand } from './update-status.command.js';

@CommandHandler(UpdateStatusCommand)
export class UpdateStatusHandler implements ICommandHandler<UpdateStatusCommand> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  async execute({ memberId, status }: UpdateStatusCommand): Promise<{ status: string }> {
    if (!(await updateProfile(this.db, memberId, { status }))) throw new ProfilesError('PROFILES.OWN_PROFILE_MISSING');
    return { status };
  }
}
