import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ServiceDb } from '@dating/platform';
import type { OwnProfileView } from '../../domain/profile.js';
import { PROFILES_DB } from '../../profiles.tokens.js';
import { applyProfileUpdate, cleared } from '../apply-profile-update.js';
import { UpdateAppearanceCommand } from './update-appearance.command.js';

@CommandHandler(UpdateAppearanceCommand)
export class UpdateAppearanceHandler implements ICommandHandler<UpdateAppearanceCommand> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  execute({ memberId, appearance }: UpdateAppearanceCommand): Promise<OwnProfileView> {
    return applyProfileUpdate(this.db, memberId, {
      hair_color: cleared(appearance.hair_color),
      eyes_color: cleared(appearance.eyes_color),
      body_type: cleared(appearance.body_type),
      height_cm: cleared(appearance.height_cm),
      weight_kg: cleared(appearance.weight_kg),
    });
  }
}
