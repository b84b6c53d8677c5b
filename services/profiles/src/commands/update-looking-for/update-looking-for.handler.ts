import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ServiceDb } from '@dating/platform';
import type { OwnProfileView } from '../../domain/profile.js';
import { PROFILES_DB } from '../../profiles.tokens.js';
import { applyProfileUpdate, cleared } from '../apply-profile-update.js';
import { UpdateLookingForCommand } from './update-looking-for.command.js';

/** A range is written whole: both bounds, or both cleared (the DTO refuses one without the other). */
@CommandHandler(UpdateLookingForCommand)
export class UpdateLookingForHandler implements ICommandHandler<UpdateLookingForCommand> {
  constructor(@Inject(PROFILES_DB) private readonly db: ServiceDb) {}

  execute({ memberId, wishes }: UpdateLookingForCommand): Promise<OwnProfileView> {
    return applyProfileUpdate(this.db, memberId, {
      partner_age_from: cleared(wishes.age_from),
      partner_age_to: cleared(wishes.age_to),
      partner_weight_from: cleared(wishes.weight_from),
      partner_weight_to: cleared(wishes.weight_to),
      partner_height_from: cleared(wishes.height_from),
      partner_height_to: cleared(wishes.height_to),
      partner_hair_color: cleared(wishes.hair_color),
      partner_eyes_color: cleared(wishes.eyes_color),
      partner_children: cleared(wishes.children),
      partner_type: cleared(wishes.type_woman),
    });
  }
}
